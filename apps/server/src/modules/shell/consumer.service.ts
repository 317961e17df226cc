import { ServerCode, type ConsumerConfig, type ConsumerQuery } from '@fanverse/contract';
import type { AppConfig } from '../../config/config';
import { AppError } from '../../errors/app-error';
import type { ConsumerRepository } from './consumer.repository';

// Countries whose visitors get Spanish by default; everyone else starts in English.
const SPANISH_SPEAKING = new Set([
  'ES',
  'MX',
  'AR',
  'CL',
  'CO',
  'PE',
  'VE',
  'EC',
  'GT',
  'CU',
  'BO',
  'DO',
  'HN',
  'PY',
  'SV',
  'NI',
  'CR',
  'PA',
  'UY',
  'PR',
]);
const COUNTRY = /^[A-Za-z]{2}$/;
/** The default asset base: the root of whichever origin the page was loaded from. */
const SITE_ROOT = '/';

export interface VisitorContext {
  clientIp: string;
  /** The country named by the trusted geo header, if any. */
  geoCountry?: string;
}

export class ConsumerService {
  private readonly supported: Set<string>;

  constructor(
    private readonly repo: ConsumerRepository,
    private readonly config: AppConfig,
  ) {
    this.supported = new Set(config.SUPPORTED_COUNTRIES);
  }

  /** The asked-for country wins, then the geo header, then the configured default. */
  private countryOf(query: ConsumerQuery, visitor: VisitorContext): string {
    if (query.country_code !== undefined) {
      if (!COUNTRY.test(query.country_code)) {
        throw AppError.badRequest(ServerCode.INVALID_COUNTRY_CODE, 'Invalid country code', 'country_code');
      }
      return query.country_code.toUpperCase();
    }
    const geo = visitor.geoCountry?.trim();
    return geo && COUNTRY.test(geo) ? geo.toUpperCase() : this.config.DEFAULT_COUNTRY;
  }

  async getConfig(name: string, query: ConsumerQuery, visitor: VisitorContext): Promise<ConsumerConfig> {
    const country = this.countryOf(query, visitor);
    const row = await this.repo.findByName(name);
    if (!row) throw AppError.notFound(ServerCode.CONSUMER_NOT_FOUND, `Consumer '${name}' not found`);
    const base = this.config.PUBLIC_URL.replace(/\/$/, '');
    return {
      name: row.name,
      akamai_license_key: row.akamai_license_key,
      // The art base is the site root unless the consumer names a CDN (spec §3 "Image rules"):
      // the root as a path, so art loads whatever host name the visitor used (PUBLIC_URL names
      // one, and the document policy allows images from 'self' and the consumers' art origins).
      art_source_url: row.art_source_url ?? SITE_ROOT,
      client_ip: visitor.clientIp,
      consumer_secret: row.consumer_secret,
      country_code: country,
      country_language: SPANISH_SPEAKING.has(country) ? 'es' : 'en',
      country_supported: this.supported.has(country),
      google_recaptcha_v3_site_key: row.recaptcha_site_key,
      captcha_platform: row.captcha_platform === 'arkose' ? 'arkose' : 'google',
      static_url: row.static_url ?? SITE_ROOT,
      url: `${base}/`,
      drm: {
        fairplay: row.drm_fairplay_url,
        playready: row.drm_playready_url,
        widevine: row.drm_widevine_url,
      },
      portal_id: row.portal_id,
      age_gate: { age: row.age_gate_age, block_timeout: row.age_gate_block_timeout },
    };
  }
}
