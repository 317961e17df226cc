import crypto from 'node:crypto';
import { STREAM_TYPES, StreamErrorCode, SUBTITLE_CHOICES } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { StreamUrlOptions } from './stream-links';
import { STREAMS_PREFIX } from './stream-paths';

/** A checked address: whose video, until when, with which options. */
export interface StreamAddress {
  videoUuid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  options: StreamUrlOptions;
}

/** The four signed path segments as the route receives them. */
export interface StreamAddressParams {
  video_uuid: string;
  exp: string;
  opts: string;
  sig: string;
}

/** The SigningKeys secret the addresses are signed with; every instance reads the same one. */
export const STREAM_URL_SECRET = 'stream_urls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXP = /^\d{1,12}$/;
/** HMAC-SHA256 in base64url, unpadded. */
const SIG = /^[A-Za-z0-9_-]{43}$/;

/** `<type>.<subs>.<hd|sd>`, e.g. `hls.en.sd`: short, readable, and fixed by the signature. */
export function encodeOptions(options: StreamUrlOptions): string {
  return `${options.type}.${options.subs}.${options.includeHd ? 'hd' : 'sd'}`;
}

export function decodeOptions(value: string): StreamUrlOptions | undefined {
  const [type, subs, hd, ...rest] = value.split('.');
  if (rest.length > 0) return undefined;
  const knownType = STREAM_TYPES.find((t) => t === type);
  const knownSubs = SUBTITLE_CHOICES.find((s) => s === subs);
  if (!knownType || !knownSubs || (hd !== 'hd' && hd !== 'sd')) return undefined;
  return { type: knownType, subs: knownSubs, includeHd: hd === 'hd' };
}

const invalid = () => new AppError(403, StreamErrorCode.URL_INVALID, 'This stream address is not valid');
const expired = () =>
  new AppError(410, StreamErrorCode.URL_EXPIRED, 'This stream address has expired; ask for a new manifest');

/**
 * Signs and checks stream addresses: HMAC-SHA256 over the video, the expiry and the options
 * with a secret shared through the database, so any instance checks what another signed, and
 * no state is kept. The signature is checked before the expiry: an altered address is refused
 * as forged (403) whatever its date; only a genuine one is told it expired (410).
 */
export class StreamSigner {
  constructor(
    private readonly secret: () => Promise<Uint8Array>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async signature(videoUuid: string, exp: number, opts: string): Promise<Buffer> {
    return crypto
      .createHmac('sha256', await this.secret())
      .update(`fanverse-stream-v1\n${videoUuid}\n${exp}\n${opts}`)
      .digest();
  }

  /** `/streams/{video_uuid}/{exp}/{opts}/{sig}`: the signed prefix of every file of the video. */
  async prefix(videoUuid: string, exp: number, options: StreamUrlOptions): Promise<string> {
    const uuid = videoUuid.toLowerCase();
    const opts = encodeOptions(options);
    const sig = (await this.signature(uuid, exp, opts)).toString('base64url');
    return `${STREAMS_PREFIX}/${uuid}/${exp}/${opts}/${sig}`;
  }

  /** Seconds until the address expires (0 once it has), for Cache-Control max-age. */
  secondsLeft(address: StreamAddress): number {
    return Math.max(0, address.exp - Math.floor(this.now().getTime() / 1000));
  }

  /** The address of a request; AppError 403 when it is not ours, 410 when it has expired. */
  async verify(params: StreamAddressParams): Promise<StreamAddress> {
    const options = decodeOptions(params.opts);
    if (!UUID.test(params.video_uuid) || !EXP.test(params.exp) || !SIG.test(params.sig) || !options) {
      throw invalid();
    }
    const exp = Number(params.exp);
    // Compared as text: base64url has several spellings of the same last bits, only ours counts.
    const expected = Buffer.from(
      (await this.signature(params.video_uuid, exp, params.opts)).toString('base64url'),
    );
    const given = Buffer.from(params.sig);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalid();
    if (exp * 1000 <= this.now().getTime()) throw expired();
    return { videoUuid: params.video_uuid, exp, options };
  }
}
