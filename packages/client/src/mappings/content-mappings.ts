import type { CatalogueCode } from '@fanverse/contract';
import { envelopeMessage } from '../errors/raw-error-item';
import type { MappingContext, ReplyMapping } from '../errors/reply-mapping';

/** Video manifest reasons (catalogue spec §8): S01 1704 ... JWT 1717, numeric 9 8 2 1. */
const manifestCodes: Readonly<Record<string, CatalogueCode>> = {
  S01: 1704,
  S02: 1705,
  S03: 1706,
  S04: 1707,
  S05: 1703,
  S06: 1708,
  S07: 1709,
  S08: 1710,
  S10: 1711,
  JWT: 1717,
  '9': 1719,
  '8': 1720,
  '2': 1716,
  '1': 1721,
};

/**
 * The manifest server puts its reason in the first three characters of its message
 * ("S01 not staged") or answers a small numeric code; the item's code may also be "S01".
 */
function manifestCode({ item, body }: MappingContext): CatalogueCode | undefined {
  const candidates = [item.message, envelopeMessage(body)].map((message) => message?.slice(0, 3));
  candidates.push(item.code === undefined ? undefined : String(item.code));
  const key = candidates.find(
    (candidate) => candidate !== undefined && Object.hasOwn(manifestCodes, candidate),
  );
  return key === undefined ? undefined : manifestCodes[key];
}

/** GET /api/5/1/video_manifest_from_jwt/: anything unrecognised is 9999, never 5000 + code. */
export const videoManifestMapping: ReplyMapping = {
  resolve: manifestCode,
  otherwise: 9999,
};

/** Content gets whose 404 has no more specific meaning answer 'Not found' (1724). */
export const contentLookupMapping: ReplyMapping = {
  statuses: { 404: 1724 },
};
