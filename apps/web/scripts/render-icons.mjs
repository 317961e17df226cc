// Renders the web app manifest's PNG icons from the SVGs in public/ (run after changing them:
// `node apps/web/scripts/render-icons.mjs`). The PNGs are committed: the build copies public/
// as it is, and browsers that install the app want raster icons of these exact sizes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const icons = [
  { from: 'favicon.svg', to: 'icon-192.png', size: 192 },
  { from: 'favicon.svg', to: 'icon-512.png', size: 512 },
  { from: 'icon-maskable.svg', to: 'icon-maskable-192.png', size: 192 },
  { from: 'icon-maskable.svg', to: 'icon-maskable-512.png', size: 512 },
];
for (const { from, to, size } of icons) {
  await sharp(path.join(publicDir, from), { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, to));
  console.log(`${to}: ${size}×${size}`);
}
