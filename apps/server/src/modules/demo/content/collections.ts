import { DEMO_SHOP_PRODUCTS } from './shop-products';
import { t } from './text';
import type { CollectionDef, DatabagDef, HomepageDef } from './types';

const BRAND: CollectionDef['palette'] = ['#14122b', '#7c5cff', '#ffcf5c'];

const genreRail = (
  genre: 'adventure' | 'mystery' | 'comedy' | 'science-fiction',
  title: ReturnType<typeof t>,
  description: ReturnType<typeof t>,
  palette: CollectionDef['palette'],
): CollectionDef => ({
  slug: `genre-${genre}`,
  title,
  description,
  layout: 'rail',
  contentType: 'series',
  container: 'browse',
  withIcon: true,
  palette,
  motif: 'stripes',
  items: { kind: 'genre', genre },
});

/**
 * Collections in insert order. The two last ones are collections of collections: the rails of
 * the `home` and `browse` homepages.
 */
export const DEMO_COLLECTIONS: CollectionDef[] = [
  {
    slug: 'featured',
    title: t('Featured', 'Destacados'),
    description: t('What everyone is watching this week.', 'Lo que todo el mundo está viendo esta semana.'),
    layout: 'masthead',
    contentType: 'jsonbag',
    container: 'home',
    withMasthead: true,
    palette: BRAND,
    motif: 'burst',
    items: {
      kind: 'fixed',
      items: [
        { type: 'Jsonbag', slug: 'ember-harbor-season-two' },
        { type: 'Jsonbag', slug: 'orbit-diner-this-week' },
        { type: 'Jsonbag', slug: 'mystery-month' },
      ],
    },
  },
  {
    slug: 'new-episodes',
    title: t('New Episodes', 'Episodios nuevos'),
    description: t(
      'The latest episodes, newest first.',
      'Los últimos episodios, del más reciente al más antiguo.',
    ),
    layout: 'rail',
    contentType: 'episode',
    container: 'home',
    palette: ['#13324a', '#f28c38', '#fde2b3'],
    motif: 'grid',
    items: { kind: 'latest-episodes', limit: 12 },
  },
  {
    slug: 'trending-series',
    title: t('Trending Series', 'Series en tendencia'),
    description: t('The series fans are following most.', 'Las series que más siguen los fans.'),
    layout: 'hero-rail',
    contentType: 'series',
    container: 'home',
    trailerOf: 'tidecall',
    palette: ['#06283d', '#2fd3c3', '#dff9f5'],
    motif: 'rings',
    // Most fans first: the order the demo community's ratings give (discussions/demo, written
    // after the catalogue, sets each series' fan_count from them; its test checks this order).
    items: {
      kind: 'fixed',
      items: [
        'tidecall',
        'ember-harbor',
        'paper-comets',
        'the-quiet-archive',
        'orbit-diner',
        'the-missing-minutes',
      ].map((slug) => ({ type: 'Series' as const, slug })),
    },
  },
  {
    slug: 'spotlight',
    title: t('Spotlight: Paper Comets', 'En el foco: Cometas de papel'),
    description: t(
      'The finale lands soon. Catch up on every fold before it does.',
      'El final llega pronto. Ponte al día con cada pliegue antes de que llegue.',
    ),
    layout: 'banner',
    contentType: 'series',
    container: 'home',
    trailerOf: 'paper-comets',
    palette: ['#0e3b7a', '#ffd23f', '#ff6f59'],
    motif: 'burst',
    items: { kind: 'fixed', items: [{ type: 'Series', slug: 'paper-comets' }] },
  },
  genreRail(
    'adventure',
    t('Adventure', 'Aventura'),
    t('Wrecks to raise and skies to cross.', 'Naufragios que rescatar y cielos que cruzar.'),
    ['#13324a', '#f28c38', '#fde2b3'],
  ),
  genreRail(
    'mystery',
    t('Mystery', 'Misterio'),
    t('A clue in every episode.', 'Una pista en cada episodio.'),
    ['#1c1730', '#b48cff', '#e9e4f7'],
  ),
  genreRail(
    'comedy',
    t('Comedy', 'Comedia'),
    t('Plans that go wonderfully wrong.', 'Planes que salen maravillosamente mal.'),
    ['#3b0d2c', '#ff5fa2', '#ffe66d'],
  ),
  genreRail(
    'science-fiction',
    t('Science Fiction', 'Ciencia ficción'),
    t('Signals from the deep and diners in orbit.', 'Señales desde el abismo y cafeterías en órbita.'),
    ['#06283d', '#2fd3c3', '#dff9f5'],
  ),
  {
    slug: 'season-starters',
    title: t('Start From the Beginning', 'Empieza desde el principio'),
    description: t('The first season of every series.', 'La primera temporada de cada serie.'),
    layout: 'rail',
    contentType: 'season',
    container: 'home',
    palette: ['#0e3b7a', '#ffd23f', '#ff6f59'],
    motif: 'shards',
    items: { kind: 'first-seasons' },
  },
  {
    slug: 'premium-picks',
    title: t('Premium Picks', 'Selección Premium'),
    description: t('Episodes for premium members.', 'Episodios para miembros Premium.'),
    layout: 'rail',
    contentType: 'episode',
    container: 'home',
    planType: 'premium',
    upsell: t('Go premium to watch every episode.', 'Hazte premium para ver todos los episodios.'),
    palette: BRAND,
    motif: 'halftone',
    items: { kind: 'premium-episodes', limit: 12 },
  },
  {
    slug: 'behind-the-scenes',
    title: t('Behind the Scenes', 'Detrás de las cámaras'),
    description: t('Featurettes and interviews from every set.', 'Reportajes y entrevistas de cada rodaje.'),
    layout: 'rail',
    contentType: 'clip',
    container: 'home',
    palette: ['#3a1f10', '#e0b34a', '#f7efe1'],
    motif: 'grid',
    items: { kind: 'clips', types: ['featurette', 'interview'] },
  },
  {
    slug: 'trailers',
    title: t('Trailers and Previews', 'Tráileres y avances'),
    description: t(
      'Every trailer, and a look at what comes next.',
      'Todos los tráileres, y un vistazo a lo que viene.',
    ),
    layout: 'rail',
    contentType: 'clip',
    container: 'browse',
    palette: ['#2b0f3a', '#ff4f9a', '#7ff0e0'],
    motif: 'burst',
    items: { kind: 'clips', types: ['trailer', 'preview'] },
  },
  {
    slug: 'shop-the-universe',
    title: t('Shop the Universe', 'Compra el universo'),
    description: t('Things from the series, for your shelf.', 'Objetos de las series, para tu estantería.'),
    layout: 'grid',
    contentType: 'shop',
    container: 'home',
    palette: ['#3b0d2c', '#ff5fa2', '#ffe66d'],
    motif: 'rings',
    items: {
      kind: 'fixed',
      items: DEMO_SHOP_PRODUCTS.map((p) => ({ type: 'ShopifyProduct' as const, name: p.name })),
    },
  },
  {
    slug: 'read',
    title: t('Read', 'Para leer'),
    description: t(
      'News, guides and extras beyond the screen.',
      'Noticias, guías y extras más allá de la pantalla.',
    ),
    layout: 'grid',
    contentType: 'mixed',
    container: 'home',
    palette: ['#1b1a2e', '#c9a227', '#e8e3d3'],
    motif: 'stripes',
    items: {
      kind: 'fixed',
      items: [
        { type: 'CMSPage', slug: 'ember-harbor-returns' },
        { type: 'ClickoutObject', slug: 'ember-harbor-soundtrack' },
        { type: 'CMSPage', slug: 'quiet-archive-readers-guide' },
        { type: 'ClickoutObject', slug: 'tidecall-song-map' },
        { type: 'CMSPage', slug: 'orbit-diner-menu' },
        { type: 'ClickoutObject', slug: 'paper-comets-fold-guide' },
        { type: 'CMSPage', slug: 'fanverse-premium' },
      ],
    },
  },
  {
    // Every released episode, newest first: the one demo collection longer than a page.
    slug: 'every-episode',
    title: t('Every Episode', 'Todos los episodios'),
    description: t(
      'Every episode in the catalogue, newest first.',
      'Todos los episodios del catálogo, del más reciente al más antiguo.',
    ),
    layout: 'grid',
    contentType: 'episode',
    container: 'browse',
    palette: ['#1d2b3a', '#5cc8ff', '#f5f7fa'],
    motif: 'waves',
    items: { kind: 'latest-episodes', limit: 200 },
  },
  {
    slug: 'home-rails',
    title: t('Home', 'Inicio'),
    description: t(
      'The rails of the home page, top to bottom.',
      'Los carruseles de la página de inicio, de arriba abajo.',
    ),
    layout: 'rail',
    contentType: 'collection',
    container: null,
    palette: BRAND,
    motif: 'grid',
    items: {
      kind: 'fixed',
      items: [
        { type: 'Collection', slug: 'featured' },
        { type: 'Collection', slug: 'new-episodes' },
        { type: 'Collection', slug: 'trending-series' },
        { type: 'Collection', slug: 'spotlight' },
        { type: 'Jsonbag', slug: 'go-premium' },
        { type: 'Collection', slug: 'season-starters' },
        { type: 'Databag', key: 'mystery-month-promo' },
        { type: 'Collection', slug: 'premium-picks' },
        { type: 'Collection', slug: 'behind-the-scenes' },
        { type: 'Jsonbag', slug: 'shop-new-arrivals' },
        { type: 'Collection', slug: 'shop-the-universe' },
        { type: 'Collection', slug: 'read' },
      ],
    },
  },
  {
    slug: 'browse-rails',
    title: t('Browse', 'Explorar'),
    description: t(
      'One rail per genre, then every trailer.',
      'Un carrusel por género y, después, todos los tráileres.',
    ),
    layout: 'rail',
    contentType: 'collection',
    container: null,
    palette: BRAND,
    motif: 'stripes',
    items: {
      kind: 'fixed',
      items: [
        { type: 'Collection', slug: 'genre-adventure' },
        { type: 'Collection', slug: 'genre-mystery' },
        { type: 'Collection', slug: 'genre-comedy' },
        { type: 'Collection', slug: 'genre-science-fiction' },
        { type: 'Collection', slug: 'trailers' },
        { type: 'Collection', slug: 'every-episode' },
      ],
    },
  },
];

/** A databag promotes a collection during a window; this one spans the generation date. */
export const DEMO_DATABAGS: DatabagDef[] = [
  {
    key: 'mystery-month-promo',
    title: t('Mystery Month', 'Mes del misterio'),
    description: t(
      'All month long: quiet libraries and stolen minutes.',
      'Durante todo el mes: bibliotecas silenciosas y minutos robados.',
    ),
    collection: 'genre-mystery',
    startsDaysAgo: 10,
    endsInDays: 20,
  },
];

export const DEMO_HOMEPAGES: HomepageDef[] = [
  { flavor: 'home', title: t('Home', 'Inicio'), collection: 'home-rails' },
  { flavor: 'browse', title: t('Browse', 'Explorar'), collection: 'browse-rails' },
];
