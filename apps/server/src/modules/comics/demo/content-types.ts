import type { BookType, ReadingDirection } from '@fanverse/contract';
import type { ArtMotif } from '../../../media/art-spec';
import type { Palette, Text } from '../../demo/content/types';

/**
 * The shapes of the demo comics' hand-written content (all invented). Every text a reader sees
 * is given in English and Spanish; the plan (demo-books.ts) derives uuids, pages, dates, walls
 * and art from it, and the renderer letters the balloons from `lines` and `captions`.
 */

/** What a panel can show; a series lists the ones that suit its world. */
export const SCENE_KINDS = [
  'city',
  'hills',
  'sea',
  'interior',
  'space',
  'forest',
  'deep',
  'close-up',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** A recurring character, drawn as a simple figure in the same colours on every page. */
export interface ComicCharacterDef {
  name: string;
  skin: string;
  hair: string;
  outfit: string;
}

/**
 * Who may read a book besides everyone: `premium` (wall type 0), `registered` (wall type 1),
 * `premium-until` (premium for its first weeks: a wall that expires), `schedule` (free to
 * everyone for a reading week, members afterwards), `exclusive` (premium members of the
 * annual plan only).
 */
export type BookAccess = 'premium' | 'registered' | 'premium-until' | 'schedule' | 'exclusive';

export interface ComicBookDef {
  type: BookType;
  /** The issue number of an issue; the volume or annual number of the others. */
  number: number;
  title: Text;
  description: Text;
  /** Days before generation it came out (negative: not out yet, on pre-order). */
  releasedDaysAgo: number;
  pages: number;
  access?: BookAccess;
  /** A page drawn as a double-page spread (twice as wide). */
  spreadPage?: number;
  tags?: string[];
}

export interface ComicSeriesDef {
  slug: string;
  title: Text;
  description: Text;
  /**
   * A name on the comics ladder (contract COMIC_RATINGS: All Ages, 9+, 12+, Teen, Teen+, Mature),
   * which parental limits compare; every book of the series carries it.
   */
  ageRating: string;
  publisher: string;
  imprint: string;
  readingDirection: ReadingDirection;
  tags: string[];
  /** Cover art colours (background, main, accent) and the panels' base colours. */
  palette: Palette;
  motif: ArtMotif;
  /** Gutter colours of its pages: the first is the usual paper, the others tint some pages. */
  gutters: [string, ...string[]];
  credits: {
    authors: string[];
    pencillers: string[];
    inkers: string[];
    colorists: string[];
    coverArtists: string[];
  };
  characters: ComicCharacterDef[];
  scenes: SceneKind[];
  /** Speech balloon lines, short enough for a balloon. */
  lines: Text[];
  /** Narration boxes. */
  captions: Text[];
  books: ComicBookDef[];
}
