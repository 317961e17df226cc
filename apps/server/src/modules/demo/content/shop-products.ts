import { t } from './text';
import type { ShopProductDef } from './types';

/** Shop products; each name is also a shop destination (`/shop/{name}` → `products/{name}`). */
export const DEMO_SHOP_PRODUCTS: ShopProductDef[] = [
  {
    name: 'ember-harbor-lantern-mug',
    title: t('Ember Harbor Lantern Mug', 'Taza del farol de Puerto Ascua'),
    description: t(
      'A stoneware mug that glows faintly orange when filled with something hot.',
      'Una taza de gres que brilla en naranja tenue cuando la llenas de algo caliente.',
    ),
    priceMinor: 1699,
    premiumOnly: false,
    palette: ['#10243e', '#f26b38', '#f4d8a8'],
    motif: 'rings',
  },
  {
    name: 'quiet-archive-bookmarks',
    title: t('Quiet Archive Bookmark Set', 'Juego de marcapáginas de El archivo silencioso'),
    description: t(
      'Five brass bookmarks engraved with the three rules of the archive, and two spare.',
      'Cinco marcapáginas de latón grabados con las tres reglas del archivo, y dos de repuesto.',
    ),
    priceMinor: 999,
    premiumOnly: false,
    palette: ['#1b1a2e', '#c9a227', '#e8e3d3'],
    motif: 'stripes',
  },
  {
    name: 'orbit-diner-apron',
    title: t('Orbit Diner Apron', 'Delantal de la Cafetería Órbita'),
    description: t(
      'Heavy canvas, magnetic pockets for zero gravity and the ring-nine logo.',
      'Lona resistente, bolsillos magnéticos para la gravedad cero y el logo del anillo nueve.',
    ),
    priceMinor: 2499,
    premiumOnly: false,
    palette: ['#2b0f3a', '#ff4f9a', '#7ff0e0'],
    motif: 'halftone',
  },
  {
    name: 'tidecall-hydrophone-hoodie',
    title: t('Tidecall Hydrophone Hoodie', 'Sudadera hidrófono de Llamada de la marea'),
    description: t(
      'A deep-teal hoodie printed with the first whale song Juno translated.',
      'Una sudadera verde azulado con el primer canto de ballena que tradujo Juno.',
    ),
    priceMinor: 4999,
    premiumOnly: false,
    palette: ['#042f3b', '#28c2b0', '#d7f7f0'],
    motif: 'waves',
  },
  {
    name: 'mallory-pocket-watch',
    title: t(
      "Mallory's Pocket Watch (Members' Edition)",
      'El reloj de bolsillo de Mallory (edición para miembros)',
    ),
    description: t(
      'A working replica of the watch Mallory keeps her last minute in. For premium members only.',
      'Una réplica funcional del reloj en el que Mallory guarda su último minuto. Solo para miembros Premium.',
    ),
    priceMinor: 8999,
    premiumOnly: true,
    palette: ['#3a1f10', '#e0b34a', '#f7efe1'],
    motif: 'rings',
  },
  {
    name: 'paper-comets-folding-kit',
    title: t('Paper Comets Folding Kit', 'Kit de plegado de Cometas de papel'),
    description: t(
      'Forty sheets of map-printed paper and a launch ramp, for ages six and up.',
      'Cuarenta hojas de papel con mapas impresos y una rampa de lanzamiento, a partir de seis años.',
    ),
    priceMinor: 1499,
    premiumOnly: false,
    palette: ['#0e3b7a', '#ffd23f', '#ff6f59'],
    motif: 'shards',
  },
  {
    name: 'fanverse-sticker-sheet',
    title: t('Fanverse Sticker Sheet', 'Hoja de pegatinas de Fanverse'),
    description: t(
      'Fifteen vinyl stickers, one for every season on Fanverse so far.',
      'Quince pegatinas de vinilo, una por cada temporada de Fanverse hasta ahora.',
    ),
    priceMinor: 499,
    premiumOnly: false,
    palette: ['#14122b', '#7c5cff', '#ffcf5c'],
    motif: 'burst',
  },
];
