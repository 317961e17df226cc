import crypto from 'node:crypto';

/** AES-128 keys are 16 bytes; stored as 32 hex digits (video_media.key_hex). */
export const KEY_BYTES = 16;

/**
 * The IV HLS uses when EXT-X-KEY names none: the segment's media sequence number as a 128-bit
 * big-endian integer (RFC 8216 §5.2). Our playlists start at sequence 0, so it is the index.
 */
export function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

/** AES-128-CBC with PKCS#7 padding, as EXT-X-KEY METHOD=AES-128 expects of a whole segment. */
export function encryptSegment(plain: Buffer, key: Buffer, sequence: number): Buffer {
  const cipher = crypto.createCipheriv('aes-128-cbc', key, sequenceIv(sequence));
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}
