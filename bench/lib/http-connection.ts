import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/**
 * One keep-alive HTTP/1.1 connection that carries one request at a time. It reads only what it
 * must of each reply (status line, Content-Length, body length): the generator shares a small
 * machine with the server under test, and a full HTTP client (undici) spent enough CPU per
 * request at five thousand a second that its own queue became the p99 it reported.
 */
export class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer | null = null;
  private pending: { resolve: (status: number) => void; reject: (err: Error) => void } | null = null;
  private closedWith: Error | null = null;

  constructor(port: number, host: string, onClose: () => void) {
    this.socket = net.connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (err: Error) => {
      this.closedWith = err;
      this.pending?.reject(err);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => {
      fail(new Error('connection closed'));
      onClose();
    });
  }

  get usable() {
    return this.closedWith === null;
  }

  /** Sends one whole request (head, and body if any); resolves to the reply's status. */
  request(bytes: string | Buffer): Promise<number> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  private onData(chunk: Buffer) {
    this.buffered = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    this.buffered = this.buffered.length > total ? this.buffered.subarray(total) : null;
    const status = Number(head.slice(9, 12));
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(status);
  }

  close() {
    this.socket.destroy();
  }
}
