import { z } from 'zod';
import { ART_MOTIFS, type ArtSpec } from '../../media/art-spec';

/**
 * The stored spec, checked before it reaches the SVG: colours are interpolated into markup that
 * librsvg parses, so only plain hex colours pass (nothing that could add an element or load a file).
 */
const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
export const artSpecSchema: z.ZodType<ArtSpec> = z.object({
  palette: z.tuple([hex, hex, hex]),
  motif: z.enum(ART_MOTIFS),
  seed: z.number().int(),
});
