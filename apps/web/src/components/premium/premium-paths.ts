import { PATHS } from '../../lib/paths';
import { safeReturnPath } from '../../lib/session';

/**
 * The premium journey carries where the member came from (a walled episode, say) through the
 * Premium page and checkout to the page after paying, in `?return=`: only a path on this site
 * is ever kept (safeReturnPath), so no link can send a member elsewhere after paying.
 */
export const PREMIUM_RETURN_PARAM = 'return';

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The checked return path a premium page's search string carries, or null. */
export function readPremiumReturn(search: string): string | null {
  const value = new URLSearchParams(search).get(PREMIUM_RETURN_PARAM);
  const safe = safeReturnPath(value, '');
  return safe && safe !== '/' ? safe : null;
}

const returnOf = (returnTo: string | null | undefined) => {
  const safe = safeReturnPath(returnTo, '');
  return safe && safe !== '/' ? safe : null;
};

/** `/premium?return=<path>`: the plans, coming back to `returnTo` once paid. */
export function premiumPath(returnTo?: string | null): string {
  return withQuery(PATHS.premium, { [PREMIUM_RETURN_PARAM]: returnOf(returnTo) });
}

/** `/premium/checkout?product=<code>&promo=<code>&return=<path>`. */
export function checkoutPath(
  product: string,
  { promo, returnTo }: { promo?: string | null; returnTo?: string | null } = {},
) {
  return withQuery(PATHS.checkout, { product, promo, [PREMIUM_RETURN_PARAM]: returnOf(returnTo) });
}

/** `/premium/welcome?return=<path>`: the page after paying. */
export function premiumWelcomePath(returnTo?: string | null): string {
  return withQuery(PATHS.premiumWelcome, { [PREMIUM_RETURN_PARAM]: returnOf(returnTo) });
}
