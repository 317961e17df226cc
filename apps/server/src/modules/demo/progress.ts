import cliProgress from 'cli-progress';

/** Progress of a long job: `done` of `total` units, `label` naming the current step. */
export type ProgressFn = (done: number, total: number, label: string) => void;

export interface ProgressReporter {
  onProgress: ProgressFn;
  /** Ends the bar (or writes the last line); safe to call when nothing was reported. */
  stop(): void;
}

interface Output {
  isTTY?: boolean;
  write(chunk: string): unknown;
}

/**
 * A bar on a terminal, plain lines every tenth otherwise (a log file or CI should not fill up
 * with redraws). Nothing is written until the first report, so a job that finds nothing to do
 * stays silent. A new total starts a new phase (an extension after the rows, for instance).
 */
export function createProgress(title: string, stream: Output = process.stderr): ProgressReporter {
  return stream.isTTY ? barProgress(title, stream) : lineProgress(title, stream);
}

function barProgress(title: string, stream: Output): ProgressReporter {
  let bar: cliProgress.SingleBar | undefined;
  let currentTotal = 0;
  return {
    onProgress(done, total, label) {
      if (!bar) {
        bar = new cliProgress.SingleBar(
          {
            format: `${title} [{bar}] {percentage}% | {value}/{total} | {label}`,
            stream: stream as NodeJS.WritableStream,
            hideCursor: true,
            fps: 10,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, done, { label });
        currentTotal = total;
        return;
      }
      if (total !== currentTotal) {
        bar.setTotal(total);
        currentTotal = total;
      }
      bar.update(done, { label });
    },
    stop() {
      bar?.stop();
    },
  };
}

function lineProgress(title: string, stream: Output): ProgressReporter {
  let phaseTotal = -1;
  let lastTenth = -1;
  return {
    onProgress(done, total, label) {
      if (total !== phaseTotal) {
        phaseTotal = total;
        lastTenth = -1;
      }
      const tenth = total > 0 ? Math.floor((Math.min(done, total) / total) * 10) : 10;
      if (tenth <= lastTenth) return;
      lastTenth = tenth;
      stream.write(`${title}: ${tenth * 10}% (${done}/${total}) ${label}\n`);
    },
    stop() {},
  };
}
