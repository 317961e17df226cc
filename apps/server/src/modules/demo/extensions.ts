import type { AppConfig } from '../../config/config';
import { demoMediaExtension } from '../streams/demo-media.extension';
import type { DemoExtension } from './demo-extension';

/**
 * The extensions the server and `npm run demo` run after generating the catalogue. They are
 * built from the configuration because they write files under DATA_DIR: the demo videos
 * (encrypted HLS made with ffmpeg), unless DEMO_MEDIA=off.
 */
export function demoExtensions(config: AppConfig): DemoExtension[] {
  return config.DEMO_MEDIA === 'on' ? [demoMediaExtension(config)] : [];
}
