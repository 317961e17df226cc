import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const pgUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

/**
 * Every setting comes from the environment and is checked here, once, at start-up: a bad value
 * stops the process with a message naming the variable (see README, "Configuration").
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: pgUrl.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: csv.default([]),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  SUPPORTED_COUNTRIES: csv
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'country codes are two upper-case letters')))
    .default(['US', 'CA', 'GB', 'IE', 'ES', 'MX', 'AR', 'CL', 'CO', 'PE', 'AU', 'NZ']),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('US'),
  GEO_COUNTRY_HEADER: z
    .string()
    .min(1)
    .transform((s) => s.toLowerCase())
    .default('x-country-code'),
  SHOP_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://shop.fanverse.example'),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(90),
  // Accounts (modules/accounts, auth, claims, captcha); README "Configuration" explains each.
  // argon2id cost: OWASP's m=19 MiB, t=2, p=1 by default; only tests should lower it.
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(64).max(4_194_304).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(2),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_PROVIDER: z.enum(['off', 'recaptcha', 'arkose']).default('off'),
  LOGIN_CAPTCHA: z.enum(['off', 'optional', 'required']).default('optional'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ARKOSE_PRIVATE_KEY: z.string().min(1).optional(),
  ARKOSE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://verify-api.arkoselabs.com/api/v4/verify/'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(0).default(20),
  LOGIN_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  PASSWORD_MIN_AGE_MINUTES: z.coerce.number().min(0).default(0),
  PASSWORD_REQUIRED_CLASSES: z.coerce.number().int().min(0).max(4).default(0),
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  // Outgoing mail: SMTP when set (smtp://user:pass@host:587, smtps://… for implicit TLS),
  // otherwise mails are kept in the development outbox table (GET /dev/outbox outside production).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Fanverse <no-reply@fanverse.example>'),
  // `on`: generate the original demo catalogue at start when the catalogue is empty (modules/demo).
  DEMO_CONTENT: z.enum(['on', 'off']).default('on'),
  // Public catalogue replies are kept in memory until the catalogue changes, at most this long.
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  // Checked sessions and member-private replies (the consume-next feed, user lists) are kept in
  // memory until something they depend on changes, at most this long (docs/member-cache.md);
  // 0 turns both off.
  MEMBER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  MEMBER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // `on`: API replies and HTML documents of 1 kB or more are sent brotli- or gzip-encoded to
  // clients that accept it (plugins/compression.ts); `off` when a proxy in front compresses.
  COMPRESSION: z.enum(['on', 'off']).default('on'),
  // Playback. A rights token is short-lived (the player fetches one per video it opens); a stream
  // address must outlive a viewing, pauses included (the player renews an expired one).
  RIGHTS_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  STREAM_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 86_400)
    .default(4 * 3_600),
  // ffmpeg for preparing media: this path, else `ffmpeg` on the PATH, else the binary of the
  // @ffmpeg-installer npm package.
  FFMPEG_PATH: z.string().min(1).optional(),
  // `on`: the demo catalogue gets a short original video per episode and clip (needs ffmpeg),
  // prepared in the background after the server starts listening; `on-demand`: each made when
  // first played (docs/configuration.md).
  DEMO_MEDIA: z.enum(['on', 'on-demand', 'off']).default('on'),
  // Payments (docs/premium.md): the built-in sandbox gateway unless all four BRAINTREE_* are set.
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  // How often this process sweeps due subscriptions (renewals, trial ends, retries, expiry);
  // 0 turns the sweep off (tests drive it themselves). Every instance sweeps; SKIP LOCKED shares the work.
  PREMIUM_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Subscriptions one sweep pass claims at a time.
  PREMIUM_SWEEP_BATCH: z.coerce.number().int().min(1).max(10_000).default(500),
  // Check-in desk bootstrap (docs/events.md): accounts with one of these addresses, once verified,
  // get the `checkin_admin` claim at start-up and on their first check-in call. Compared without
  // regard to case, as sign-in compares addresses.
  CHECKIN_ADMIN_EMAILS: csv
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')))
    .transform((emails) => emails.map((e) => e.toLowerCase()))
    .default([]),
  // Insights bootstrap (docs/insights.md): accounts with one of these addresses, once verified,
  // become staff (users.is_staff) at start-up and on their first insights call.
  STAFF_EMAILS: csv
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')))
    .transform((emails) => emails.map((e) => e.toLowerCase()))
    .default([]),
  // GET /metrics (Prometheus text) answers `Authorization: Bearer <METRICS_TOKEN>`; unset, it
  // answers only requests from this machine (127.0.0.1, ::1). Never public.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // How often the insights rollup brings the daily aggregates up to date; 0 turns it off (tests
  // run it themselves). Every instance may run it: an advisory lock lets one at a time.
  ANALYTICS_ROLLUP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Outside origins the web app's pages may load from: a consent script such as OneTrust's
  // (VITE_CONSENT_SCRIPT_URL), a captcha provider. Each is added to the documents' script-src,
  // connect-src, img-src, style-src and frame-src; https origins only (scheme, host, port).
  CSP_THIRD_PARTY_ORIGINS: csv
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i,
            'must be a comma-separated list of https origins (https://host[:port])',
          )
          .transform((o) => o.toLowerCase()),
      ),
    )
    .default([]),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

/** Reads and checks the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const needed = [
    c.CAPTCHA_PROVIDER === 'recaptcha' &&
      !c.RECAPTCHA_SECRET &&
      'RECAPTCHA_SECRET: required with CAPTCHA_PROVIDER=recaptcha',
    c.CAPTCHA_PROVIDER === 'arkose' &&
      !c.ARKOSE_PRIVATE_KEY &&
      'ARKOSE_PRIVATE_KEY: required with CAPTCHA_PROVIDER=arkose',
    braintreeHalfSet(c) &&
      'BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY: set all three or none',
  ].filter((m): m is string => typeof m === 'string');
  if (needed.length) throw new ConfigError(needed);
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}

/** Some but not all of the Braintree credentials: a mistake, not a choice of the sandbox. */
function braintreeHalfSet(c: z.infer<typeof envSchema>): boolean {
  const set = [c.BRAINTREE_MERCHANT_ID, c.BRAINTREE_PUBLIC_KEY, c.BRAINTREE_PRIVATE_KEY].filter(
    Boolean,
  ).length;
  return set > 0 && set < 3;
}

/** Whether payments go to Braintree (all credentials set) or the built-in sandbox. */
export const usesBraintree = (c: AppConfig) =>
  !!(c.BRAINTREE_MERCHANT_ID && c.BRAINTREE_PUBLIC_KEY && c.BRAINTREE_PRIVATE_KEY);
