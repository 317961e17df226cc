import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;
const READ_BUFFER_BYTES = 64 * 1024;

/** Called once per request: the reply's status, or the error that ended the connection. */
export type ReplyCallback = (status: number | Error) => void;

/**
 * One keep-alive HTTP/1.1 connection that carries one request at a time. It reads only what it
 * must of each reply (status line, Content-Length, body length): the generator shares a small
 * machine with the server under test, and a full HTTP client (undici) spent enough CPU per
 * request at five thousand a second that its own queue became the p99 it reported. Replies are
 * read into one reused buffer and never copied: a Buffer per read (24 kB catalogue pages, ten
 * thousand a second) made the generator's garbage collector pause for tens of milliseconds.
 * `send` takes a callback rather than returning a promise, for the same reason.
 */
export class Connection {
  private readonly socket: net.Socket;
  /** The head read so far, while it spans reads (small: copied). */
  private partialHead: Buffer | null = null;
  /** Body bytes of the current reply still to come; -1 while reading its head. */
  private bodyLeft = -1;
  private status = 0;
  private pending: ReplyCallback | null = null;
  private closedWith: Error | null = null;

  constructor(port: number, host: string, onClose: () => void) {
    const readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    this.socket = net.connect({
      port,
      host,
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (length) => {
          this.onRead(length, readBuffer);
          return true;
        },
      },
    });
    const fail = (err: Error) => {
      this.closedWith = err;
      const pending = this.pending;
      this.pending = null;
      pending?.(err);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => {
      fail(new Error('connection closed'));
      onClose();
    });
  }

  /** Resolves once the connection is open (or has failed: see `usable`). */
  opened(): Promise<void> {
    if (this.closedWith || !this.socket.connecting) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('connect', resolve);
      this.socket.once('close', resolve);
    });
  }

  get usable() {
    return this.closedWith === null;
  }

  /** Sends one whole request (head, and body if any); `done` gets the reply's status. */
  send(bytes: string | Buffer, done: ReplyCallback): void {
    if (this.closedWith) return done(this.closedWith);
    this.pending = done;
    this.bodyLeft = -1;
    this.socket.write(bytes);
  }

  /** `send` as a promise, for loads where a promise per request costs nothing that matters. */
  request(bytes: string | Buffer): Promise<number> {
    return new Promise((resolve, reject) =>
      this.send(bytes, (status) => (typeof status === 'number' ? resolve(status) : reject(status))),
    );
  }

  private onRead(length: number, buffer: Buffer): void {
    let offset = 0;
    while (offset < length) {
      if (this.bodyLeft < 0) {
        const fresh = buffer.subarray(offset, length);
        const seen = this.partialHead ? Buffer.concat([this.partialHead, fresh]) : fresh;
        const end = seen.indexOf(HEADER_END);
        if (end < 0) {
          this.partialHead = Buffer.from(seen); // the read buffer is reused: keep a copy
          return;
        }
        const head = seen.toString('latin1', 0, end);
        offset += end + HEADER_END.length - (this.partialHead?.length ?? 0);
        this.partialHead = null;
        this.status = Number(head.slice(9, 12));
        this.bodyLeft = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
      }
      const take = Math.min(this.bodyLeft, length - offset);
      this.bodyLeft -= take;
      offset += take;
      if (this.bodyLeft === 0) {
        this.bodyLeft = -1;
        const pending = this.pending;
        this.pending = null;
        pending?.(this.status);
      }
    }
  }

  close() {
    this.socket.destroy();
  }
}
