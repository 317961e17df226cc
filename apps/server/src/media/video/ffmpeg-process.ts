import { spawn } from 'node:child_process';
import os from 'node:os';

/** How much of ffmpeg's stderr a failure keeps: the last lines say what went wrong. */
const STDERR_TAIL_CHARS = 2_000;
/**
 * Encoding is background work: at a lower priority (nice 10) it takes the idle CPU and leaves
 * the server answering requests (and signals) promptly, however many cores ffmpeg would use.
 * A video a viewer is waiting for is urgent: nice 5 puts it ahead of the background encodes
 * (about three times their share of a busy CPU) and still behind the server.
 */
const NICENESS = 10;
const URGENT_NICENESS = 5;

export interface FfmpegRunOptions {
  signal?: AbortSignal;
  /** Somebody is waiting for this output: run ahead of background encodes. */
  urgent?: boolean;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs ffmpeg to completion. Output files are the caller's (named in `args`); stderr is kept
 * only as a bounded tail for the error. An abort kills the process at once: a half-written
 * output is worthless, and the caller removes it.
 */
export function runFfmpeg(
  binary: string,
  args: readonly string[],
  { signal, urgent = false }: FfmpegRunOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, urgent ? URGENT_NICENESS : NICENESS);
      } catch {
        // Not permitted here (some containers): encode at normal priority.
      }
    }
    let tail = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(signal.reason);
      if (code === 0) return resolve();
      const why = killedBy ? `killed by ${killedBy}` : `exit code ${code}`;
      const lastLine = tail.trim().split('\n').pop() ?? '';
      reject(new FfmpegError(`ffmpeg failed (${why})${lastLine ? `: ${lastLine}` : ''}`, code, tail));
    });
  });
}
