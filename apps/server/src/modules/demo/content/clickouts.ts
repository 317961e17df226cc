import { t } from './text';
import type { ClickoutDef } from './types';

/** Tiles that leave the site: soundtracks, printables, interactive extras. */
export const DEMO_CLICKOUTS: ClickoutDef[] = [
  {
    slug: 'ember-harbor-soundtrack',
    title: t('Listen to the Ember Harbor Soundtrack', 'Escucha la banda sonora de Puerto Ascua'),
    description: t(
      'Foghorns, sea shanties and the lantern theme, on your favourite music service.',
      'Sirenas de niebla, canciones marineras y el tema del farol, en tu servicio de música favorito.',
    ),
    url: 'https://music.fanverse.example/ember-harbor',
    ctaLabel: t('Listen', 'Escuchar'),
    publishedDaysAgo: 70,
    metadata: { provider: 'Fanverse Music', kind: 'soundtrack' },
    tags: ['music', 'ember-harbor'],
    palette: ['#10243e', '#f4d8a8', '#f26b38'],
    motif: 'rings',
  },
  {
    slug: 'paper-comets-fold-guide',
    title: t('Printable Folding Guide', 'Guía de plegado para imprimir'),
    description: t(
      "Print, fold and launch Pip's first rocket at home.",
      'Imprime, dobla y lanza en casa el primer cohete de Pip.',
    ),
    url: 'https://make.fanverse.example/paper-comets/fold-guide',
    ctaLabel: t('Download', 'Descargar'),
    publishedDaysAgo: 120,
    metadata: { provider: 'Fanverse Make', kind: 'printable' },
    tags: ['kids', 'paper-comets', 'activity'],
    palette: ['#0e3b7a', '#ff6f59', '#ffd23f'],
    motif: 'shards',
  },
  {
    slug: 'tidecall-song-map',
    title: t('Interactive Whale-Song Map', 'Mapa interactivo de cantos de ballena'),
    description: t(
      'Trace every song heard in the colony, episode by episode.',
      'Sigue cada canto escuchado en la colonia, episodio a episodio.',
    ),
    url: 'https://explore.fanverse.example/tidecall/song-map',
    ctaLabel: t('Explore', 'Explorar'),
    publishedDaysAgo: 35,
    metadata: { provider: 'Fanverse Explore', kind: 'interactive' },
    tags: ['tidecall', 'interactive'],
    palette: ['#042f3b', '#d7f7f0', '#28c2b0'],
    motif: 'waves',
  },
];
