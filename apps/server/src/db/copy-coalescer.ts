import { isDatabaseUnavailable } from './connection-errors';
import type { CopyIn } from './database';

interface Waiting {
  rows: Uint8Array;
  count: number;
  resolve: (stored: number) => void;
  reject: (err: unknown) => void;
}

export interface CopyCoalescerOptions {
  /** COPYs running at once; what arrives meanwhile waits and goes out together in the next. */
  maxInFlight: number;
  /** The most rows one COPY carries. */
  maxRows: number;
}

/**
 * Group commit for one table's COPYs. A write that finds a COPY free goes out at once (no added
 * latency when quiet); writes that arrive while `maxInFlight` COPYs are running are merged into
 * the next one. Under load this turns many small statements, each with its own parse, commit,
 * WAL flush and competing backend, into a few large ones, which is where COPY is fast. Each
 * write resolves only once the COPY holding its rows has committed. A merged COPY that fails is
 * tried again write by write, so one bad batch never fails the batches it travelled with;
 * unless it failed because the database was lost: then it may have been committed all the same
 * (the reply lost with the connection), so its writes fail together and are never sent twice.
 */
export class CopyCoalescer {
  private waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly copyIn: CopyIn,
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly options: CopyCoalescerOptions,
  ) {}

  /** `count` rows in binary COPY format (db/copy-binary); resolves to `count` once stored. */
  write(rows: Uint8Array, count: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ rows, count, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const group = this.takeGroup();
      this.inFlight++;
      void this.flush(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private takeGroup(): Waiting[] {
    let rows = 0;
    let taken = 0;
    while (taken < this.waiting.length) {
      const next = this.waiting[taken]!;
      if (taken > 0 && rows + next.count > this.options.maxRows) break;
      rows += next.count;
      taken++;
    }
    return this.waiting.splice(0, taken);
  }

  private async flush(group: Waiting[]): Promise<void> {
    if (group.length === 1) return this.copyOne(group[0]!);
    try {
      await this.copyIn(
        this.table,
        this.columns,
        group.map((w) => w.rows),
      );
      for (const w of group) w.resolve(w.count);
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        for (const w of group) w.reject(err);
        return;
      }
      await Promise.all(group.map((w) => this.copyOne(w)));
    }
  }

  private async copyOne(w: Waiting): Promise<void> {
    try {
      w.resolve(await this.copyIn(this.table, this.columns, [w.rows]));
    } catch (err) {
      w.reject(err);
    }
  }
}
