import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The public address of a stored media file: `${PUBLIC_URL}/media/<path>`. */
export function mediaUrl(publicUrl: string, relPath: string): string {
  const encoded = relPath.split('/').map(encodeURIComponent).join('/');
  return `${publicUrl.replace(/\/+$/, '')}/media/${encoded}`;
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

  constructor(
    root: string,
    private readonly publicUrl: string,
  ) {
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
    return mediaUrl(this.publicUrl, relPath);
  }

  /** Stores data as `<folder>/<name>` and returns that relative path. */
  async write(folder: string, name: string, data: Buffer): Promise<string> {
    const relPath = `${folder}/${name}`;
    const full = this.resolve(relPath);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, full);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    return relPath;
  }

  /** Deletes a stored file; a file already gone is not an error. */
  async remove(relPath: string): Promise<void> {
    await fs.rm(this.resolve(relPath), { force: true });
  }
}
