import type { AppConfig } from '../../config/config';
import { serverModules } from '../index';
import { demoExtensionsOf } from '../module-registry';
import type { DemoExtension } from './demo-extension';

/**
 * The extensions the server and `npm run demo` run after generating the catalogue, as the
 * modules contribute them (`demoExtensions` of their descriptors: the streams module renders
 * the demo videos unless DEMO_MEDIA=off). They are built from the configuration because they
 * write files under DATA_DIR. This folder imports no module that contributes one.
 */
export function demoExtensions(config: AppConfig): DemoExtension[] {
  return demoExtensionsOf(serverModules, config);
}
