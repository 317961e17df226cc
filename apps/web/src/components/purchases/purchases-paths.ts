/** The purchases pages' addresses (routes in app/router.tsx), and where an owned item is used. */
export const REDEEM_PATH = '/redeem';
export const PURCHASES_PATH = '/account/purchases';
export const GIFT_PATH = '/premium/gift';

const segment = encodeURIComponent;

/** The player of an episode (lib/paths watchPath's address). */
export const episodeWatchPath = (uuid: string) => `/watch/episode/${segment(uuid)}`;
/** A book's page without its slug (the comics pages redirect to the canonical one). */
export const bookPagePath = (uuid: string) => `/comics/book/${segment(uuid)}`;
/** The comic reader (features/comics reader-paths' address). */
export const bookReaderPath = (uuid: string) => `/comics/read/${segment(uuid)}`;
