import crypto from 'node:crypto';

/**
 * Stable identifiers for generated content. A uuid is derived from a name ("series:tidecall")
 * rather than drawn at random, so regenerating the catalogue gives every row the uuid it had
 * before: links, lists and watch history kept elsewhere keep pointing at the same things.
 *
 * The derivation is the name-based UUIDv8 of RFC 9562 (appendix B.2): SHA-256 over a namespace
 * and the name, with the version and variant bits set. SHA-256 (unlike v5's SHA-1) is built into
 * PostgreSQL, so the scale generator derives the very same uuids in SQL (see `sqlDemoDigest`).
 */
export const DEMO_NAMESPACE = '3f6c2b1e-8d4a-4c7b-9e21-5a0f7d3c9b64';
const namespaceBytes = Buffer.from(DEMO_NAMESPACE.replaceAll('-', ''), 'hex');

export function demoUuid(name: string): string {
  const hash = crypto
    .createHash('sha256')
    .update(Buffer.concat([namespaceBytes, Buffer.from(name, 'utf8')]))
    .digest()
    .subarray(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x80; // version 8
  hash[8] = (hash[8]! & 0x3f) | 0x80; // variant 10
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The first 16 bytes of the name's digest, as a SQL bytea expression over a text expression. */
export function sqlDemoDigest(nameExpression: string): string {
  return `substring(sha256('\\x${namespaceBytes.toString('hex')}'::bytea || convert_to(${nameExpression}, 'UTF8')) from 1 for 16)`;
}

/**
 * The uuid of a digest made by `sqlDemoDigest`. Pass a column or alias computed once (a lateral
 * subquery with `offset 0`, which the planner cannot inline): the digest is read three times.
 */
export function sqlUuidFromDigest(digest: string): string {
  const versioned = `set_byte(${digest}, 6, (get_byte(${digest}, 6) & 15) | 128)`;
  return `encode(set_byte(${versioned}, 8, (get_byte(${digest}, 8) & 63) | 128), 'hex')::uuid`;
}

/** Episode and clip guids: short, stable, and distinct from the uuid of the same row. */
export function demoGuid(name: string): string {
  return crypto.createHash('sha256').update(`guid:${name}`).digest('hex').slice(0, 20);
}

/** A stable positive 31-bit number per name: seeds art shapes and small variations. */
export function demoSeed(name: string): number {
  return crypto.createHash('sha256').update(`seed:${name}`).digest().readUInt32BE(0) >>> 1;
}
