import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  GenericCode,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  PremiumCode,
} from '@fanverse/contract';
import type { ErrorEnvelope } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { toReply } from '../../../errors/error-handler';
import type { Clock } from '../premium-clock';
import { IdempotencyRepository, type StoredKey } from './idempotency.repository';

/** What identifies a request under a key: another request under the same key is a conflict. */
export interface IdempotentRequest {
  method: string;
  /** The route pattern (`/api/premium/2/paymentmethods/:guid/disable`). */
  route: string;
  params?: unknown;
  body: unknown;
}

export interface IdempotentOutcome<T> {
  status: number;
  body: T;
  /** True when this is a stored reply answered again (no action was taken). */
  replayed?: boolean;
}

/** A stored coded failure answered again: the same envelope as the first time, without acting. */
export class ReplayedFailure extends AppError {
  readonly replayed = true;
}

export const IDEMPOTENCY_KEY_FIELD = 'Idempotency-Key';

/** JSON with object keys sorted at every depth: the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${request.method.toUpperCase()} ${request.route}\n`)
    .update(`${canonicalJson(request.params ?? {})}\n`)
    .update(canonicalJson(request.body ?? null))
    .digest('hex');
}

/** A malformed key is refused before anything runs (400 code 8, field Idempotency-Key). */
export function checkIdempotencyKey(key: unknown): string | undefined {
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw AppError.badRequest(
      GenericCode.INVALID_PARAMETER,
      'The Idempotency-Key header must be 8 to 255 visible ASCII characters, sent once.',
      IDEMPOTENCY_KEY_FIELD,
    );
  }
  return key;
}

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;
/** Claims lost to a racing stale-key clean-up are tried again this many times. */
const CLAIM_ATTEMPTS = 3;

/**
 * Idempotency-Key replay and conflict for mutating premium calls (docs/premium.md "Payment
 * methods and idempotency"). The key row is inserted BEFORE acting, so the database's primary key
 * (member, key) decides which of two concurrent duplicates acts: the other sees the unfinished
 * row and answers 409 IDEMPOTENCY_KEY_IN_USE. Coded failures (4xx) are stored like successes, so
 * a replay answers the same failure; a 5xx or unexpected error deletes the row, so the client may
 * retry with the same key. Keys older than IDEMPOTENCY_KEY_TTL_HOURS (by the injected clock) are
 * treated as absent and deleted when next met; nothing else sweeps them.
 */
export class IdempotencyService {
  private readonly repo: IdempotencyRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: { now: Clock },
  ) {
    this.repo = new IdempotencyRepository(db);
  }

  /**
   * Runs `act` once per (member, key): the same key and request answer the stored reply (status
   * and body) without acting again; another request under the key answers 409
   * IDEMPOTENCY_KEY_REUSED; one still running answers 409 IDEMPOTENCY_KEY_IN_USE. No key: just acts.
   * A stored failure is thrown again as a ReplayedFailure.
   */
  async run<T>(
    userId: string,
    key: string | string[] | undefined,
    request: IdempotentRequest,
    act: () => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentOutcome<T>> {
    const checked = checkIdempotencyKey(key);
    if (checked === undefined) return act();
    const hash = requestHash(request);

    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const now = this.deps.now();
      if (await this.repo.claim(userId, checked, hash, now)) return this.actAndStore(userId, checked, act);
      const existing = await this.repo.find(userId, checked);
      if (!existing) continue; // deleted between our insert and our read: claim again
      if (now.getTime() - existing.created_at.getTime() >= TTL_MS) {
        await this.repo.deleteStale(userId, checked, existing.created_at);
        continue;
      }
      return this.answerExisting<T>(existing, hash);
    }
    // Only reachable when other requests keep recreating the key in between: it is in use.
    throw inUse();
  }

  private async actAndStore<T>(
    userId: string,
    key: string,
    act: () => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentOutcome<T>> {
    let outcome: { status: number; body: T };
    try {
      outcome = await act();
    } catch (error) {
      const { status, body } = toReply(error);
      if (error instanceof AppError && status < 500) {
        await this.repo.finish(userId, key, status, body);
      } else {
        // Nothing was decided: free the key so the same request may be sent again.
        await this.repo.release(userId, key);
      }
      throw error;
    }
    await this.repo.finish(userId, key, outcome.status, outcome.body ?? null);
    return outcome;
  }

  private answerExisting<T>(existing: StoredKey, hash: string): IdempotentOutcome<T> {
    if (existing.request_hash !== hash) {
      throw new AppError(
        409,
        PremiumCode.IDEMPOTENCY_KEY_REUSED,
        'This Idempotency-Key was already used for a different request; send a new key.',
        IDEMPOTENCY_KEY_FIELD,
      );
    }
    if (existing.status_code === null) throw inUse();
    if (existing.status_code >= 400) {
      const envelope = existing.reply as ErrorEnvelope;
      const first = envelope.errors[0];
      throw new ReplayedFailure(
        existing.status_code,
        first?.code ?? GenericCode.INVALID_PARAMETER,
        first?.message ?? envelope.message,
        first?.field,
      );
    }
    return { status: existing.status_code, body: existing.reply as T, replayed: true };
  }
}

function inUse() {
  return new AppError(
    409,
    PremiumCode.IDEMPOTENCY_KEY_IN_USE,
    'A request with this Idempotency-Key is still being processed; try again shortly.',
    IDEMPOTENCY_KEY_FIELD,
  );
}
