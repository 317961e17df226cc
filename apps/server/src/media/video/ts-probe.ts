/**
 * Reads what the playlists must declare from an MPEG-TS segment: the first presentation time
 * (WebVTT's X-TIMESTAMP-MAP ties cue times to it) and the codecs (`avc1.…` from the H.264
 * sequence parameter set, `mp4a.40.…` from the ADTS header) for the CODECS attribute.
 */
export interface TsProbe {
  /** The earliest PTS of the segment's first access units, in 90 kHz ticks. */
  firstPts: number | undefined;
  videoCodec: string | undefined;
  audioCodec: string | undefined;
}

const PACKET = 188;
const SYNC = 0x47;

interface FirstPes {
  streamId: number;
  pts: number | undefined;
  payload: Buffer[];
  complete: boolean;
}

function readPts(b: Buffer, at: number): number {
  // 33 bits over five bytes, with marker bits in between; past 2^31, so no bitwise shifts on the top.
  const top = (b[at]! >> 1) & 0x07;
  const rest = ((b[at + 1]! << 22) | ((b[at + 2]! >> 1) << 15) | (b[at + 3]! << 7) | (b[at + 4]! >> 1)) >>> 0;
  return top * 2 ** 30 + rest;
}

/** The first PES packet of every elementary stream, payload reassembled across TS packets. */
function firstPesPerStream(data: Buffer): FirstPes[] {
  const streams = new Map<number, FirstPes>();
  for (let off = 0; off + PACKET <= data.length; off += PACKET) {
    if (data[off] !== SYNC) throw new Error(`not an MPEG-TS stream (no sync byte at ${off})`);
    const start = (data[off + 1]! & 0x40) !== 0;
    const pid = ((data[off + 1]! & 0x1f) << 8) | data[off + 2]!;
    const control = (data[off + 3]! >> 4) & 0x03;
    if (!(control & 0x01)) continue; // no payload
    let p = off + 4;
    if (control & 0x02) p += 1 + data[p]!; // adaptation field
    if (p >= off + PACKET) continue;
    const known = streams.get(pid);
    if (start) {
      if (known) {
        known.complete = true;
        continue;
      }
      // PES start code 00 00 01; PAT, PMT and other sections do not have it.
      if (data[p] !== 0 || data[p + 1] !== 0 || data[p + 2] !== 1) continue;
      const streamId = data[p + 3]!;
      const hasPts = (data[p + 7]! & 0x80) !== 0;
      const headerEnd = p + 9 + data[p + 8]!;
      streams.set(pid, {
        streamId,
        pts: hasPts ? readPts(data, p + 9) : undefined,
        payload: [data.subarray(headerEnd, off + PACKET)],
        complete: false,
      });
    } else if (known && !known.complete) {
      known.payload.push(data.subarray(p, off + PACKET));
    }
  }
  return [...streams.values()];
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/** `avc1.PPCCLL` from the first sequence parameter set (NAL type 7) of an H.264 stream. */
function avcCodec(es: Buffer): string | undefined {
  for (let i = 0; i + 6 < es.length; i++) {
    if (es[i] === 0 && es[i + 1] === 0 && es[i + 2] === 1 && (es[i + 3]! & 0x1f) === 7) {
      return `avc1.${hex2(es[i + 4]!)}${hex2(es[i + 5]!)}${hex2(es[i + 6]!)}`;
    }
  }
  return undefined;
}

/** `mp4a.40.<object type>` from the first ADTS header (profile + 1: 2 is AAC-LC). */
function aacCodec(es: Buffer): string | undefined {
  for (let i = 0; i + 2 < es.length; i++) {
    if (es[i] === 0xff && (es[i + 1]! & 0xf6) === 0xf0) return `mp4a.40.${((es[i + 2]! >> 6) & 0x03) + 1}`;
  }
  return undefined;
}

export function probeTransportStream(data: Buffer): TsProbe {
  const probe: TsProbe = { firstPts: undefined, videoCodec: undefined, audioCodec: undefined };
  for (const pes of firstPesPerStream(data)) {
    if (pes.pts !== undefined) probe.firstPts = Math.min(probe.firstPts ?? Infinity, pes.pts);
    const es = Buffer.concat(pes.payload);
    if (pes.streamId >= 0xe0 && pes.streamId <= 0xef) probe.videoCodec ??= avcCodec(es);
    if (pes.streamId >= 0xc0 && pes.streamId <= 0xdf) probe.audioCodec ??= aacCodec(es);
  }
  return probe;
}
