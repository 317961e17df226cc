import { t } from './text';
import type { BannerDef } from './types';

/** Jsonbags: the banners of the home masthead and the rails between collections. */
export const DEMO_BANNERS: BannerDef[] = [
  {
    slug: 'ember-harbor-season-two',
    title: t('Ember Harbor: Season Two', 'Puerto Ascua: segunda temporada'),
    description: t(
      'Masthead banner for the second season of Ember Harbor.',
      'Banner de cabecera de la segunda temporada de Puerto Ascua.',
    ),
    ctaText: t('Watch now', 'Ver ahora'),
    ctaDescription: t(
      'The wreck is rising. Every episode is waiting.',
      'El naufragio emerge. Todos los episodios te esperan.',
    ),
    link: { kind: 'series', slug: 'ember-harbor' },
    itemType: 'Series',
    color: '#10243e',
    palette: ['#10243e', '#f26b38', '#f4d8a8'],
    motif: 'waves',
  },
  {
    slug: 'orbit-diner-this-week',
    title: t('This Week at Orbit Diner', 'Esta semana en la Cafetería Órbita'),
    description: t(
      'Masthead banner for the newest Orbit Diner episode.',
      'Banner de cabecera del episodio más reciente de Cafetería Órbita.',
    ),
    ctaText: t('Play the new episode', 'Ver el nuevo episodio'),
    ctaDescription: t(
      'Captain Tamayo has a docking dispute to settle.',
      'La capitana Tamayo tiene que resolver una disputa de atraque.',
    ),
    link: { kind: 'episode', slug: 'orbit-diner', number: 11 },
    itemType: 'Episode',
    color: '#2b0f3a',
    palette: ['#2b0f3a', '#ff4f9a', '#7ff0e0'],
    motif: 'rings',
  },
  {
    slug: 'mystery-month',
    title: t('Mystery Month', 'Mes del misterio'),
    description: t('Masthead banner for the mystery rail.', 'Banner de cabecera del carrusel de misterio.'),
    ctaText: t('Find a mystery', 'Busca un misterio'),
    ctaDescription: t(
      'Quiet libraries, stolen minutes and a clue in every episode.',
      'Bibliotecas silenciosas, minutos robados y una pista en cada episodio.',
    ),
    link: { kind: 'collection', slug: 'genre-mystery' },
    itemType: 'Collection',
    color: '#1c1730',
    palette: ['#1c1730', '#b48cff', '#e9e4f7'],
    motif: 'halftone',
  },
  {
    slug: 'go-premium',
    title: t('Every Episode, No Waiting', 'Todos los episodios, sin esperas'),
    description: t(
      'Premium upsell banner between home rails.',
      'Banner de Premium entre los carruseles de inicio.',
    ),
    ctaText: t('Go premium', 'Hazte premium'),
    ctaDescription: t(
      'New episodes the day they land, downloads and members-only extras.',
      'Episodios nuevos el día de su estreno, descargas y extras exclusivos.',
    ),
    link: { kind: 'page', slug: 'fanverse-premium' },
    itemType: 'CMSPage',
    color: '#14122b',
    palette: ['#14122b', '#7c5cff', '#ffcf5c'],
    motif: 'burst',
  },
  {
    slug: 'shop-new-arrivals',
    title: t('New in the Shop', 'Novedades en la tienda'),
    description: t('Shop banner between home rails.', 'Banner de la tienda entre los carruseles de inicio.'),
    ctaText: t('Shop now', 'Comprar'),
    ctaDescription: t(
      'Mugs, hoodies and a pocket watch that keeps every minute.',
      'Tazas, sudaderas y un reloj de bolsillo que no pierde ni un minuto.',
    ),
    link: { kind: 'shop', name: 'new-arrivals' },
    itemType: 'ShopifyProduct',
    color: '#3a1f10',
    palette: ['#3a1f10', '#e0b34a', '#f7efe1'],
    motif: 'stripes',
  },
];
