import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

export const CAPTCHA_PLATFORMS = ['google', 'arkose'] as const;
export type CaptchaPlatform = (typeof CAPTCHA_PLATFORMS)[number];

/** Consumer config (spec accounts §3, catalogue §3): fetched by name, `www` at start-up. */
export const consumerConfigSchema = lazySchema(
  () =>
    z.object({
      name: z.string(),
      akamai_license_key: z.string(),
      art_source_url: z.string(),
      client_ip: z.string(),
      consumer_secret: z.string(),
      country_code: z.string(),
      country_language: z.string(),
      country_supported: z.boolean(),
      google_recaptcha_v3_site_key: z.string(),
      captcha_platform: z.enum(CAPTCHA_PLATFORMS),
      static_url: z.string(),
      url: z.string(),
      drm: z.object({ fairplay: z.string(), playready: z.string(), widevine: z.string() }),
      portal_id: z.string(),
      age_gate: z.object({ age: z.number().int(), block_timeout: z.number().int() }),
    }),
  { id: 'ConsumerConfig' },
);
export type ConsumerConfig = z.infer<typeof consumerConfigSchema>;

export const consumerQuerySchema = lazySchema(() =>
  z.object({
    cs: z.string().max(200).optional(),
    // Checked by the service, not here, so that a bad value answers INVALID_COUNTRY_CODE (1201).
    country_code: z.string().max(10).optional(),
    dfs: z.string().max(200).optional(),
  }),
);
export type ConsumerQuery = z.infer<typeof consumerQuerySchema>;
