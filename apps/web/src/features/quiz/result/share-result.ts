export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The parts of `navigator` sharing uses (injectable for tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** What happened: shared through the system sheet, link copied, cancelled, or the visitor must copy it. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares a result link: the Web Share API where the device has one (phones, some desktops),
 * else the clipboard, else the visitor is shown the link to copy. Closing the share sheet is a
 * cancel, not a failure; a share that fails otherwise falls back to copying.
 */
export async function shareResult(data: ShareData, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      // no permission (an insecure origin, a denied prompt): show the link instead
    }
  }
  return 'manual';
}
