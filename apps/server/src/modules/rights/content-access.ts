/**
 * Access to one item that does not come from the subscription: the member owns it (EST: bought,
 * redeemed with a code, granted by staff) or holds a preview token for it (a monthly preview
 * credit). The purchases module answers it (purchases/ownership/content-access.ts); playback's
 * and comics' rights read it, so `can_watch` / `can_read` are true for owned and previewed items
 * whatever the subscription (the item's region, status and schedule still apply).
 */
export type ContentAccess = 'owned' | 'preview' | null;

export interface ContentAccessQuery {
  userId: string;
  /** The rights call's content type (`episode`, `clip`, `book`). */
  contentType: string;
  contentUuid: string;
  /** The rights call's `preview_token`; an invalid one throws 400 code 3051. */
  previewToken?: string;
}

export type ContentAccessOf = (query: ContentAccessQuery) => Promise<ContentAccess>;

/** Nothing owned, no previews: the default where the purchases module is not wired (unit tests). */
export const NO_CONTENT_ACCESS: ContentAccessOf = async () => null;
