/**
 * The house ad (a premium upsell made by the server from generated art, no ad network): one
 * public MP4 under the media folder, the same for everyone. The web plays it at an episode's
 * `ad_markers` for members whose claims show ads; the server writes it there (streams module).
 */
export const HOUSE_AD_VIDEO_PATH = '/media/house-ads/premium-upsell/v1/premium-upsell.mp4';
