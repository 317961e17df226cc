import type pg from 'pg';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary';

/** The parts of pg's connection a submitted query may use (pg's "Submittable" interface). */
interface PgConnection {
  query(text: string): void;
  stream: { cork(): void; uncork(): void; write(chunk: Uint8Array): boolean };
}

const COPY_DATA = 0x64; // 'd'
const COPY_DONE = Buffer.from([0x63, 0, 0, 0, 4]); // 'c', length 4

function copyDataHeader(length: number): Buffer {
  const header = Buffer.allocUnsafe(5);
  header[0] = COPY_DATA;
  header.writeInt32BE(length + 4, 1);
  return header;
}

/**
 * `COPY … FROM STDIN` with the rows sent in the same write as the statement, instead of after
 * PostgreSQL's CopyInResponse comes back (what pg-copy-streams does). On a busy server that
 * answer waits its turn in the event loop while the backend sits idle in the COPY; under the
 * playback log's load backends spent more time waiting for rows than writing them. The protocol
 * allows it: if the statement fails before the copy starts, PostgreSQL drops the CopyData and
 * CopyDone that follow ("simply dropped", protocol-flow §55.2.6). Given to `client.query()`.
 */
export class PipelinedCopy {
  private rowCount = 0;
  /** CommandComplete came: PostgreSQL sends it for a lone statement only after the commit. */
  private committed = false;
  private settled = false;
  readonly done: Promise<number>;
  private resolve!: (rows: number) => void;
  private reject!: (err: Error) => void;

  constructor(
    private readonly statement: string,
    private readonly rows: readonly Uint8Array[],
  ) {
    this.done = new Promise<number>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: PgConnection): void {
    const stream = connection.stream;
    stream.cork();
    connection.query(this.statement);
    for (const piece of [COPY_BINARY_HEADER, ...this.rows, COPY_BINARY_TRAILER]) {
      stream.write(copyDataHeader(piece.byteLength));
      stream.write(piece);
    }
    stream.write(COPY_DONE);
    stream.uncork();
  }

  handleCopyInResponse(): void {
    // The rows are already on their way.
  }

  handleCommandComplete(message: { text?: string }): void {
    const match = /^COPY (\d+)/.exec(message.text ?? '');
    if (match) {
      this.rowCount = Number(match[1]);
      this.committed = true;
    }
  }

  handleReadyForQuery(): void {
    this.settle(null);
  }

  handleEmptyQuery(): void {}

  handleError(err: Error): void {
    // The connection died between the commit and ReadyForQuery: the rows are stored, and
    // failing the write would have its batch sent again and stored twice.
    this.settle(this.committed ? null : err);
  }

  /** pg replaces this when a query timeout is configured. */
  callback(): void {}

  private settle(err: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    if (err) this.reject(err);
    else this.resolve(this.rowCount);
  }
}

/** Runs a pipelined binary COPY on a client of the pool; answers the rows stored. */
export async function pipelinedCopy(client: pg.PoolClient, statement: string, rows: readonly Uint8Array[]) {
  const copy = new PipelinedCopy(statement, rows);
  void client.query(copy as unknown as pg.QueryConfig);
  return copy.done;
}
