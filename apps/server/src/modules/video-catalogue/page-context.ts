/**
 * Where a page was asked for: the request path and the query fields its `links` repeat (the
 * caller's own spelling, `trans` included), so following `next` keeps sort, filters and language.
 */
export interface PageContext {
  url: string;
  query: Record<string, string | undefined>;
}
