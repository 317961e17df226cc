import type { BookType, ComicFilterKey, ComicSort, Locale, ReadingDirection } from '@fanverse/contract';

/** Every text of the comics home the server writes, in both languages (DESIGN.md "Language"). */
type Texts = Record<Locale, string>;

export const SECTION_TITLES: Record<ComicFilterKey, Texts> = {
  book_type: { en: 'Format', es: 'Formato' },
  publisher: { en: 'Publisher', es: 'Editorial' },
  age_rating: { en: 'Age rating', es: 'Clasificación por edad' },
  reading_direction: { en: 'Reading direction', es: 'Sentido de lectura' },
  tag: { en: 'Genre', es: 'Género' },
};

export const BOOK_TYPE_LABELS: Record<BookType, Texts> = {
  issue: { en: 'Issues', es: 'Números' },
  annual: { en: 'Annuals', es: 'Anuales' },
  collected: { en: 'Collected editions', es: 'Ediciones recopilatorias' },
};

export const DIRECTION_LABELS: Record<ReadingDirection, Texts> = {
  ltr: { en: 'Left to right', es: 'De izquierda a derecha' },
  rtl: { en: 'Right to left', es: 'De derecha a izquierda' },
  vertical: { en: 'Vertical scroll', es: 'Desplazamiento vertical' },
};

export const SORT_LABELS: Record<ComicSort, Texts> = {
  newest: { en: 'Newest', es: 'Más recientes' },
  oldest: { en: 'Oldest', es: 'Más antiguos' },
  title: { en: 'Title A–Z', es: 'Título A–Z' },
  '-title': { en: 'Title Z–A', es: 'Título Z–A' },
  series: { en: 'By series', es: 'Por serie' },
};

export const MASTHEAD_CTA: Texts = { en: 'Start reading', es: 'Empieza a leer' };

/** The genre tags the catalogue uses, named in both languages; any other tag is spelt out. */
const TAG_LABELS: Record<string, Texts> = {
  action: { en: 'Action', es: 'Acción' },
  adventure: { en: 'Adventure', es: 'Aventura' },
  comedy: { en: 'Comedy', es: 'Comedia' },
  drama: { en: 'Drama', es: 'Drama' },
  fantasy: { en: 'Fantasy', es: 'Fantasía' },
  horror: { en: 'Horror', es: 'Terror' },
  mystery: { en: 'Mystery', es: 'Misterio' },
  romance: { en: 'Romance', es: 'Romance' },
  'sci-fi': { en: 'Sci-fi', es: 'Ciencia ficción' },
  'science-fiction': { en: 'Science fiction', es: 'Ciencia ficción' },
  'slice-of-life': { en: 'Slice of life', es: 'Recuentos de la vida' },
  superhero: { en: 'Superhero', es: 'Superhéroes' },
  thriller: { en: 'Thriller', es: 'Suspense' },
  manga: { en: 'Manga', es: 'Manga' },
  webtoon: { en: 'Webtoon', es: 'Webtoon' },
  noir: { en: 'Noir', es: 'Negro' },
  'all-ages': { en: 'All ages', es: 'Para todos' },
};

/** A tag's label: the known name, else the tag with spaces for hyphens and a capital first letter. */
export function tagLabel(tag: string, lang: Locale): string {
  const known = TAG_LABELS[tag.toLowerCase()];
  if (known) return known[lang];
  const spelt = tag.replaceAll('-', ' ');
  return spelt.charAt(0).toUpperCase() + spelt.slice(1);
}

/** The ready-made choices of the comics home, each shown only when it finds books. */
export const FILTER_SETS: readonly {
  slug: string;
  title: Texts;
  filters: Partial<Record<ComicFilterKey, string>>;
  sort: ComicSort;
}[] = [
  {
    slug: 'start-here',
    title: { en: 'Start here', es: 'Empieza aquí' },
    filters: { book_type: 'issue' },
    sort: 'series',
  },
  {
    slug: 'new-this-week',
    title: { en: 'Just released', es: 'Recién publicados' },
    filters: {},
    sort: 'newest',
  },
  {
    slug: 'right-to-left',
    title: { en: 'Right to left', es: 'De derecha a izquierda' },
    filters: { reading_direction: 'rtl' },
    sort: 'series',
  },
  {
    slug: 'vertical-scroll',
    title: { en: 'Vertical scroll', es: 'Lectura vertical' },
    filters: { reading_direction: 'vertical' },
    sort: 'series',
  },
  {
    slug: 'collected-editions',
    title: { en: 'Collected editions', es: 'Ediciones recopilatorias' },
    filters: { book_type: 'collected' },
    sort: 'title',
  },
];
