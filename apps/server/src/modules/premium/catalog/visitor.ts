import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/config';
import { headerValue } from '../../playback/route-helpers';
import { viewerCountry } from '../../playback/viewer';

/**
 * The visitor's country by playback's rule (the trusted geo header, else DEFAULT_COUNTRY), so
 * the currency a price is shown in and the walls the visitor meets agree. `preview` (a query's
 * country_code_alpha2) shows another country's prices instead.
 */
export function visitorCountryOf(request: FastifyRequest, config: AppConfig, preview?: string): string {
  if (preview) return preview.toUpperCase();
  return viewerCountry(headerValue(request.headers[config.GEO_COUNTRY_HEADER]), config.DEFAULT_COUNTRY);
}

/** OpenAPI parts the premium catalog, tax and promo routes share. */
export const PREMIUM_TAGS = ['premium'];
/** `config: { auth: 'optional' }`: a session token, or none. */
export const OPTIONAL_SECURITY: Record<string, string[]>[] = [{ sessionToken: [] }, {}];
