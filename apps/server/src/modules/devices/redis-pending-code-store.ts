import type { Redis } from 'ioredis';
import { DEVICE_KINDS, type DeviceKind } from '@fanverse/contract';
import type { CodeLink, PendingCode, PendingCodeStore } from './pending-code-store';

/*
 * One Redis hash per code (`<prefix>code:<CODE>`), expiring with the code. Every check-and-change
 * is one Lua script, so instances sharing the Redis never link or take a code twice. Expiry is
 * also checked against the caller's clock (`expires_at`), the Redis TTL only frees the memory.
 */

// Stores the fields unless the key exists (SET NX for a hash). ARGV[1]: TTL ms; then field, value...
const ADD = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

// ARGV: now, user_id, user_guid, session_id. A live code not linked yet gets the link.
const LINK = `local v = redis.call('HMGET', KEYS[1], 'expires_at', 'user_id')
if not v[1] or tonumber(v[1]) <= tonumber(ARGV[1]) or v[2] then return nil end
redis.call('HSET', KEYS[1], 'user_id', ARGV[2], 'user_guid', ARGV[3], 'session_id', ARGV[4], 'linked_at', ARGV[1])
return redis.call('HGETALL', KEYS[1])`;

// ARGV: now, secret hash. A live, linked code with this secret is deleted and answered.
const TAKE = `local v = redis.call('HMGET', KEYS[1], 'expires_at', 'user_id', 'secret_hash')
if not v[1] or tonumber(v[1]) <= tonumber(ARGV[1]) or not v[2] or v[3] ~= ARGV[2] then return nil end
local all = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
return all`;

type Fields = Record<string, string>;

const kindOf = (value: string | undefined): DeviceKind =>
  (DEVICE_KINDS as readonly string[]).includes(value ?? '') ? (value as DeviceKind) : 'other';

function toRecord(fields: Fields): PendingCode {
  const link: CodeLink | null = fields.user_id
    ? {
        userId: fields.user_id,
        userGuid: fields.user_guid ?? '',
        sessionId: fields.session_id ?? '',
        linkedAt: Number(fields.linked_at),
      }
    : null;
  return {
    code: fields.code ?? '',
    secretHash: fields.secret_hash ?? '',
    deviceKind: kindOf(fields.device_kind),
    deviceName: fields.device_name ?? '',
    ip: fields.ip ?? '',
    createdAt: Number(fields.created_at),
    expiresAt: Number(fields.expires_at),
    link,
  };
}

/** HGETALL as a script answers it: a flat [field, value, ...] list. */
function pairs(flat: unknown): Fields | null {
  if (!Array.isArray(flat) || flat.length === 0) return null;
  const fields: Fields = {};
  for (let i = 0; i + 1 < flat.length; i += 2) fields[String(flat[i])] = String(flat[i + 1]);
  return fields;
}

export class RedisPendingCodeStore implements PendingCodeStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'fanverse-device:',
  ) {}

  private key(code: string) {
    return `${this.prefix}code:${code}`;
  }

  async add(record: PendingCode, now: number): Promise<boolean> {
    const ttl = Math.max(1, record.expiresAt - now);
    const fields = [
      ['code', record.code],
      ['secret_hash', record.secretHash],
      ['device_kind', record.deviceKind],
      ['device_name', record.deviceName],
      ['ip', record.ip],
      ['created_at', String(record.createdAt)],
      ['expires_at', String(record.expiresAt)],
    ].flat();
    return Number(await this.redis.eval(ADD, 1, this.key(record.code), String(ttl), ...fields)) === 1;
  }

  async get(code: string, now: number): Promise<PendingCode | null> {
    const fields = await this.redis.hgetall(this.key(code));
    if (!fields.code) return null;
    const record = toRecord(fields);
    return record.expiresAt > now ? record : null;
  }

  async link(code: string, link: CodeLink, now: number): Promise<PendingCode | null> {
    const flat = await this.redis.eval(
      LINK,
      1,
      this.key(code),
      String(now),
      link.userId,
      link.userGuid,
      link.sessionId,
    );
    const fields = pairs(flat);
    return fields && toRecord(fields);
  }

  async take(code: string, secretHash: string, now: number): Promise<PendingCode | null> {
    const fields = pairs(await this.redis.eval(TAKE, 1, this.key(code), String(now), secretHash));
    return fields && toRecord(fields);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
