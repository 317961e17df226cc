import { QUIZ_SLUG, type QuizFamily } from '@fanverse/contract';
import type { ArtSpec } from '../../media/art-spec';
import type { QuizArtRow } from './quiz.repository';

/**
 * How the quiz's images are drawn by the art renderer: one 1200×630 share image per family
 * (`/art/quiz/{family}/share.{jpg,webp,avif}`) in the family's colours, and the banner art of
 * the quiz's jsonbag. Abstract and text-free like all generated art.
 */
const FAMILY_ART: Record<QuizFamily, ArtSpec> = {
  amazons: { palette: ['#2a1a06', '#e0a526', '#fff1c9'], motif: 'shards', seed: 7101 },
  'lantern-corps': { palette: ['#06200f', '#35c46a', '#d6ffe4'], motif: 'rings', seed: 7102 },
  'gotham-knights': { palette: ['#0d1018', '#8e9bb5', '#f2d35b'], motif: 'grid', seed: 7103 },
  speedsters: { palette: ['#2a0805', '#ef4a3c', '#ffd37a'], motif: 'stripes', seed: 7104 },
  kryptonians: { palette: ['#071431', '#3d7bf0', '#ff5a4f'], motif: 'burst', seed: 7105 },
  atlanteans: { palette: ['#032421', '#17b3a3', '#ffc857'], motif: 'waves', seed: 7106 },
  'shazam-family': { palette: ['#2b0a0a', '#f5c518', '#ff4d3d'], motif: 'halftone', seed: 7107 },
  rogues: { palette: ['#180a2b', '#a35cf0', '#5cf0b4'], motif: 'portrait', seed: 7108 },
};

const BANNER_ART: ArtSpec = { palette: ['#120f2e', '#7c6cff', '#ffd166'], motif: 'rings', seed: 7100 };

export function quizArtRows(): QuizArtRow[] {
  return [
    ...Object.entries(FAMILY_ART).map(([family, spec]) => ({
      asset_type: 'quiz',
      asset_key: family,
      spec: { ...spec },
    })),
    { asset_type: 'banners', asset_key: QUIZ_SLUG, spec: { ...BANNER_ART } },
  ];
}
