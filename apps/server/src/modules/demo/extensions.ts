import type { AppConfig } from '../../config/config';
import type { DemoExtension } from './demo-extension';

/**
 * The extensions the server and `npm run demo` run after generating the catalogue. They are
 * built from the configuration because the ones to come write files under DATA_DIR. None yet:
 * the video issue adds its renderer here.
 */
export function demoExtensions(_config: AppConfig): DemoExtension[] {
  return [];
}
