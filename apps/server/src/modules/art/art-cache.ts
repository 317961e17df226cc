import fs from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../../media/write-atomically';

/**
 * Rendered art files under DATA_DIR/art-cache/{type}/{key}/. Callers pass only checked path
 * parts (a known asset type, a key matching ASSET_KEY_PATTERN, a file name built by the
 * service); the resolved path is still checked to stay inside the folder. Writes go to a
 * temporary name and are renamed into place, so a reader never sees half a file.
 */
export class ArtCache {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  pathOf(assetType: string, assetKey: string, fileName: string): string {
    const full = path.resolve(this.root, assetType, assetKey, fileName);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`art cache path escapes its folder: ${full}`);
    return full;
  }

  /** The cached file, or undefined when it has not been rendered yet. */
  async read(file: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  write(file: string, data: Buffer): Promise<void> {
    return writeAtomically(file, data);
  }
}
