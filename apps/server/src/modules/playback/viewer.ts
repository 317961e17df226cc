import type { SessionContext } from '../auth/session.service';
import type { ContentLimits } from '../parental/content-limits';

/**
 * Who asks for rights: the signed-in member (null for a visitor), their parental limits and the
 * country they are in.
 */
export interface Viewer {
  user: SessionContext | null;
  /** The parental guard's answer for the request (NONE for visitors and unlocked sessions). */
  limits: ContentLimits;
  /** The value of the trusted geo header (GEO_COUNTRY_HEADER), if the edge sent one. */
  geoCountry?: string;
}

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * The viewer's country: the trusted geo header when it names one, else DEFAULT_COUNTRY; the
 * same rule the consumer config answers, so the web app's wall display and the rights agree.
 */
export function viewerCountry(geoCountry: string | undefined, fallback: string): string {
  const geo = geoCountry?.trim();
  return geo && COUNTRY.test(geo) ? geo.toUpperCase() : fallback;
}
