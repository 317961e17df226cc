import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What a prepared folder says about itself, written last (its presence means "complete"). */
const sidecarSchema = z.object({
  /** The source fingerprint the files were made from (a changed source is prepared again). */
  fingerprint: z.string(),
  /** First PTS of the segments, 90 kHz: WebVTT's X-TIMESTAMP-MAP MPEGTS value. */
  first_pts: z.number().int().min(0),
});
export type StreamSidecar = z.infer<typeof sidecarSchema>;

const SIDECAR = 'stream.json';
/** `<video uuid>-<8 hex>`: a new name per preparation, so a re-preparation swaps folders atomically. */
const FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{8}$/;
const TEMP_PREFIX = '.tmp-';

/**
 * The prepared videos under DATA_DIR/streams/<folder>/. Every path is built from a folder name
 * of the pattern above and names the caller checked, so nothing outside the root is reachable.
 */
export class StreamFolders {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  newFolderName(videoUuid: string): string {
    return `${videoUuid.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}`;
  }

  dir(folder: string): string {
    if (!FOLDER.test(folder)) throw new Error(`not a stream folder name: ${folder}`);
    return path.join(this.root, folder);
  }

  /** Where a folder is built before it is renamed into place (same file system, so rename is atomic). */
  tempDir(folder: string): string {
    return path.join(this.root, `${TEMP_PREFIX}${path.basename(this.dir(folder))}`);
  }

  /** A file inside a prepared folder: `parts` are names the caller matched against known patterns. */
  file(folder: string, ...parts: string[]): string {
    for (const part of parts) {
      if (part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part)) {
        throw new Error(`not a stream file name: ${part}`);
      }
    }
    return path.join(this.dir(folder), ...parts);
  }

  async writeSidecar(dir: string, sidecar: StreamSidecar): Promise<void> {
    await fs.writeFile(path.join(dir, SIDECAR), JSON.stringify(sidecar));
  }

  /** The sidecar of a complete folder; undefined when the folder is missing or incomplete. */
  async readSidecar(folder: string): Promise<StreamSidecar | undefined> {
    try {
      const parsed = sidecarSchema.safeParse(
        JSON.parse(await fs.readFile(this.file(folder, SIDECAR), 'utf8')),
      );
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Removes leftovers of interrupted preparations of a video (temporary folders). */
  async removeTemps(videoUuid: string): Promise<void> {
    const prefix = `${TEMP_PREFIX}${videoUuid.toLowerCase()}-`;
    const names = await fs.readdir(this.root).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(prefix))
        .map((name) => fs.rm(path.join(this.root, name), { recursive: true, force: true })),
    );
  }

  /** Removes a prepared folder; a name that is not one of ours is left alone. */
  async remove(folder: string): Promise<void> {
    if (!FOLDER.test(folder)) return;
    await fs.rm(this.dir(folder), { recursive: true, force: true });
  }
}
