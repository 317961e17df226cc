import { z } from 'zod';
/**
 * Every setting comes from the environment and is checked here, once, at start-up: a bad value
 * stops the process with a message naming the variable (see README, "Configuration").
 */
export declare const envSchema: z.ZodObject<
  {
    NODE_ENV: z.ZodDefault<
      z.ZodEnum<{
        development: 'development';
        production: 'production';
        test: 'test';
      }>
    >;
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    PUBLIC_URL: z.ZodOptional<z.ZodURL>;
    DATA_DIR: z.ZodDefault<z.ZodString>;
    DATABASE_URL: z.ZodOptional<z.ZodString>;
    REDIS_URL: z.ZodOptional<z.ZodString>;
    LOG_LEVEL: z.ZodDefault<
      z.ZodEnum<{
        error: 'error';
        fatal: 'fatal';
        warn: 'warn';
        info: 'info';
        debug: 'debug';
        trace: 'trace';
        silent: 'silent';
      }>
    >;
    CORS_ORIGINS: z.ZodDefault<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>>;
    TRUST_PROXY: z.ZodDefault<
      z.ZodPipe<
        z.ZodEnum<{
          0: '0';
          1: '1';
          true: 'true';
          false: 'false';
        }>,
        z.ZodTransform<boolean, '0' | '1' | 'true' | 'false'>
      >
    >;
    RATE_LIMIT_MAX: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    RATE_LIMIT_WINDOW_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SUPPORTED_COUNTRIES: z.ZodDefault<
      z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>, z.ZodArray<z.ZodString>>
    >;
    DEFAULT_COUNTRY: z.ZodDefault<z.ZodString>;
    GEO_COUNTRY_HEADER: z.ZodDefault<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>;
    SHOP_BASE_URL: z.ZodDefault<z.ZodURL>;
    WEB_DIST_DIR: z.ZodDefault<z.ZodString>;
  },
  z.core.$strip
>;
export type AppConfig = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
};
export declare class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]);
}
/** Reads and checks the environment; throws ConfigError listing every bad variable. */
export declare function loadConfig(env?: Record<string, string | undefined>): AppConfig;
