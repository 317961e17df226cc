import crypto from 'node:crypto';
import {
  ART_ASSET_TYPES,
  ART_CONTENT_TYPES,
  ASSET_KEY_PATTERN,
  CatalogueServerCode,
  artSize,
  artWidths,
  parseArtFile,
  type ArtAssetType,
  type ArtFormat,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { ArtSpec } from '../../media/art-spec';
import type { ArtCache } from './art-cache';
import { encodeSvg } from './art-encode';
import type { ArtRepository } from './art.repository';
import { artSpecSchema } from './art-spec.schema';
import { renderArtSvg } from './art-svg';
import type { RenderQueue } from './render-queue';

/** Bump when the drawing changes: it is part of every ETag and cache file name. */
export const ART_RENDERER_VERSION = 1;

export interface ArtRequest {
  asset_type: string;
  asset_key: string;
  file: string;
}

export type ArtResult =
  | { status: 'not-modified'; etag: string }
  | { status: 'ok'; etag: string; contentType: string; data: Buffer };

interface Target {
  assetType: ArtAssetType;
  assetKey: string;
  kind: string;
  format: ArtFormat;
  frame: { width: number; height: number };
  output: { width: number; height: number };
}

const notFound = () => AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'No such image');

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Checks an art path against the contract before anything touches the database or the disk:
 * a known asset type, a key of ASSET_KEY_PATTERN, a kind of that type, a srcset width narrower
 * than the kind, a known format. Anything else is 404, as for a file that does not exist.
 */
function target({ asset_type, asset_key, file }: ArtRequest): Target {
  if (!(ART_ASSET_TYPES as readonly string[]).includes(asset_type)) throw notFound();
  if (!ASSET_KEY_PATTERN.test(asset_key)) throw notFound();
  const parsed = parseArtFile(file);
  const assetType = asset_type as ArtAssetType;
  const size = parsed && artSize(assetType, parsed.kind);
  if (!parsed || !size) throw notFound();
  const [width, height] = size;
  let output = { width, height };
  if (parsed.width !== undefined) {
    if (!artWidths(assetType, parsed.kind).includes(parsed.width as never)) throw notFound();
    output = { width: parsed.width, height: Math.round((parsed.width * height) / width) };
  }
  return {
    assetType,
    assetKey: asset_key,
    kind: parsed.kind,
    format: parsed.format,
    frame: { width, height },
    output,
  };
}

/**
 * Art of every asset type and kind (catalogue spec §9), drawn from the asset's stored spec and
 * rendered on first request, then served from the disk cache. The ETag is a digest of
 * everything the bytes depend on (renderer version, spec, kind, width, format), so a
 * revalidation is answered from one indexed row without reading the file.
 */
export class ArtService {
  constructor(
    private readonly repository: ArtRepository,
    private readonly cache: ArtCache,
    private readonly queue: RenderQueue<Buffer>,
  ) {}

  async get(request: ArtRequest, ifNoneMatch?: string): Promise<ArtResult> {
    const t = target(request);
    const checked = artSpecSchema.safeParse(await this.repository.findSpec(t.assetType, t.assetKey));
    if (!checked.success) throw notFound();
    const spec = checked.data;
    const digest = crypto
      .createHash('sha256')
      .update(
        JSON.stringify([
          ART_RENDERER_VERSION,
          spec.palette,
          spec.motif,
          spec.seed,
          t.kind,
          t.output.width,
          t.format,
        ]),
      )
      .digest('base64url')
      .slice(0, 22);
    const etag = `"${digest}"`;
    if (matchesEtag(ifNoneMatch, etag)) return { status: 'not-modified', etag };

    const suffix = t.output.width === t.frame.width ? '' : `-${t.output.width}w`;
    const file = this.cache.pathOf(t.assetType, t.assetKey, `${t.kind}${suffix}.${digest}.${t.format}`);
    const data =
      (await this.cache.read(file)) ?? (await this.queue.run(file, () => this.render(spec, t, file)));
    return { status: 'ok', etag, contentType: ART_CONTENT_TYPES[t.format], data };
  }

  private async render(spec: ArtSpec, t: Target, file: string): Promise<Buffer> {
    // Another instance (or an earlier request that finished while this one queued) may have
    // written the file meanwhile.
    const cached = await this.cache.read(file);
    if (cached) return cached;
    const data = await encodeSvg(renderArtSvg(spec, t.frame, t.output), t.format);
    await this.cache.write(file, data);
    return data;
  }
}
