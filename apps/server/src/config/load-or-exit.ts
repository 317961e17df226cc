import { ConfigError, loadConfig, type AppConfig } from './config';

/**
 * For process entry points (server, commands): a bad configuration prints every offending
 * variable and exits 78 (EX_CONFIG) instead of a stack trace.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}
