export { UpdateBanner, type UpdateBannerProps } from './UpdateBanner';
export { guardedReload, isReloadAllowed, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from './reload-guard';
export { isNewBuild, BUILD_POLL_INTERVAL_MS, DEV_BUILD_ID } from './build-update';
export { buildIdQueryOptions, fetchBuildId, useLatestBuildId } from './api/get-build-id';
export { reloadOnStaleChunks } from './stale-chunk-reload';
