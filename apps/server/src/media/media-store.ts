import fs from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from './write-atomically';

/**
 * The address of a stored media file: `/media/<path>`, on the site's own origin. Relative, so an
 * avatar loads whatever host name the visitor opened the site by (the document policy allows
 * `img-src 'self'`); PUBLIC_URL would name one host only.
 */
export function mediaUrl(relPath: string): string {
  const encoded = relPath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `/media/${encoded}`;
}

// Stored paths are ours (folder/name.ext, made of safe characters); anything else is refused
// before it reaches the file system.
const SAFE_REL_PATH = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/**
 * Files under DATA_DIR/media, served at /media/ (plugins/web-static). Writes are atomic (a
 * temporary file renamed into place), so a reader never sees half a file.
 */
export class MediaStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Absolute path of a stored file; throws on a path that would leave the media folder. */
  resolve(relPath: string): string {
    const full = path.resolve(this.root, relPath);
    if (!SAFE_REL_PATH.test(relPath) || relPath.includes('..') || !full.startsWith(this.root + path.sep)) {
      throw new Error(`unsafe media path: ${relPath}`);
    }
    return full;
  }

  url(relPath: string): string {
    return mediaUrl(relPath);
  }

  /** Stores data as `<folder>/<name>` and returns that relative path. */
  async write(folder: string, name: string, data: Buffer): Promise<string> {
    const relPath = `${folder}/${name}`;
    const full = this.resolve(relPath);
    await writeAtomically(full, data);
    return relPath;
  }

  /** Deletes a stored file; a file already gone is not an error. */
  async remove(relPath: string): Promise<void> {
    await fs.rm(this.resolve(relPath), { force: true });
  }
}
