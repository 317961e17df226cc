import type { VideoManifest } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/5/1/video_manifest_from_jwt/?st=iframe&drm=default&cdn=default&subs=none: the
 * one-keyframe-per-segment playlist the seek bar draws its previews from. Asked for once, on the
 * first hover of the seek bar, so a viewer who never looks pays nothing.
 */
export function fetchThumbnailManifest(jwt: string, signal?: AbortSignal): Promise<VideoManifest> {
  return apiClient.playback.thumbnailManifest(jwt, { signal });
}
