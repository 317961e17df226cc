import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';

/** Where common systems keep a plain sans-serif font, for when fontconfig is not installed. */
const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/noto/NotoSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial.ttf',
  'C:\\Windows\\Fonts\\arialbd.ttf',
];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

function fcMatch(pattern: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('fc-match', ['-f', '%{file}', pattern], { timeout: 5_000 }, (err, stdout) =>
      resolve(err ? undefined : stdout.trim() || undefined),
    );
  });
}

/**
 * A font file for ffmpeg's drawtext (which needs a path, not a family name): fontconfig's
 * choice of a bold sans, else a well-known path; undefined when the machine has no font, in
 * which case callers draw no text rather than fail.
 */
export async function findFontFile(): Promise<string | undefined> {
  const matched = await fcMatch('sans:bold');
  if (matched && (await exists(matched))) return matched;
  for (const candidate of CANDIDATES) if (await exists(candidate)) return candidate;
  return undefined;
}
