import type { LightMyRequestResponse } from 'fastify';
import { PIN_UNLOCK_SECONDS, VIEWER_UNLOCK_HEADER } from '@fanverse/contract';
import { PasswordHasher } from '../../src/modules/auth/passwords';
import { ServerSecretsRepository } from '../../src/modules/auth/server-secrets.repository';
import { SigningKeys } from '../../src/modules/auth/signing-key';
import { hashToken } from '../../src/modules/auth/tokens';
import { ContentLimits } from '../../src/modules/parental/content-limits';
import { UnlockTokens } from '../../src/modules/parental/unlock-tokens';
import type { TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';

/**
 * Shared fixtures of the parental-controls enforcement tests (issue 23): limits written straight
 * into viewer_controls (the pin calls have their own tests), and the unlock a correct pin answers,
 * signed with the server's own key so the guard accepts it exactly as it accepts a real one.
 */

/** The member shape these helpers need: `createTestUser`'s (row id and session token). */
export interface LimitedMember {
  id: string;
  token: string;
  headers: Record<string, string>;
}

export const TEST_PIN = '1234';

// The cheapest argon2id: the hash is real (the pin routes can verify it), the test stays fast.
const hasher = new PasswordHasher({ memoryKib: 256, timeCost: 1 });

/**
 * Sets (or replaces) a member's limits, as if they had saved them with a pin: '' = no limit for
 * that kind. Each call moves `version` as the service does, so unlocks given before stop working.
 */
export async function setLimits(
  t: TestApp,
  member: Pick<LimitedMember, 'id'>,
  limits: { tv_rating: string; age_rating: string },
  pin: string = TEST_PIN,
): Promise<void> {
  const pinHash = await hasher.hash(pin);
  await t.database.db
    .insertInto('viewer_controls')
    .values({
      user_id: member.id,
      tv_rating: limits.tv_rating,
      age_rating: limits.age_rating,
      pin_hash: pinHash,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        tv_rating: limits.tv_rating,
        age_rating: limits.age_rating,
        pin_hash: pinHash,
        version: eb('viewer_controls.version', '+', 1),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** Removes a member's limits altogether. */
export async function clearLimits(t: TestApp, member: Pick<LimitedMember, 'id'>): Promise<void> {
  await t.database.db.deleteFrom('viewer_controls').where('user_id', '=', member.id).execute();
}

/**
 * `{ 'x-viewer-unlock': … }` for the member's session: what entering the pin answers, tied to the
 * session and the controls' current version. Spread it over `member.headers`.
 */
export async function unlockHeader(
  t: TestApp,
  member: Pick<LimitedMember, 'id' | 'token'>,
  ttlSeconds: number = PIN_UNLOCK_SECONDS,
): Promise<Record<string, string>> {
  const db = t.database.db;
  const session = await db
    .selectFrom('user_sessions')
    .select('id')
    .where('token_hash', '=', hashToken(member.token))
    .executeTakeFirstOrThrow();
  const controls = await db
    .selectFrom('viewer_controls')
    .select('version')
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const tokens = new UnlockTokens(new SigningKeys(new ServerSecretsRepository(db), t.config.JWT_SECRET));
  const token = await tokens.issue({
    sessionId: session.id,
    version: controls.version,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
  });
  return { [VIEWER_UNLOCK_HEADER]: token };
}

/** The member's headers plus a fresh unlock (the pin entered). */
export async function unlockedHeaders(t: TestApp, member: LimitedMember): Promise<Record<string, string>> {
  return { ...member.headers, ...(await unlockHeader(t, member)) };
}

/** Request headers of the callers the catalogue tests compare, by who they are. */
export type CallerHeaders = Record<'open' | 'limited' | 'unlocked', Record<string, string>>;

/**
 * Two new members, one of them under `limits`: the headers of the one without limits, of the
 * limited one, and of the limited one with the pin entered (who should see what `open` sees).
 */
export async function limitedCallers(
  t: TestApp,
  limits: { tv_rating: string; age_rating: string },
): Promise<CallerHeaders> {
  const open = await createTestUser(t);
  const limited = await createTestUser(t);
  await setLimits(t, limited, limits);
  return { open: open.headers, limited: limited.headers, unlocked: await unlockedHeaders(t, limited) };
}

/** The server code of an error reply (errors[0].code). */
export const errorCode = (res: LightMyRequestResponse) =>
  (res.json() as { errors?: { code?: unknown }[] }).errors?.[0]?.code;

/** The first error entry of an error reply, with any extra fields (PARENTAL_LOCK's `rating`). */
export const firstError = (res: LightMyRequestResponse) =>
  (res.json() as { errors?: Record<string, unknown>[] }).errors?.[0];

/** The limits a TV-PG limit gives (video levels up to PG; comics unlimited), for the oracles. */
export const TV_PG = ContentLimits.fromRatings('TV-PG', '');

/**
 * The uuids of every video item the limits lock, worked out in JavaScript from the contract's
 * rules (not from the SQL under test): series and episodes by their own rating, seasons and clips
 * by their series' (a clip without a series is unrated, so locked).
 */
export async function lockedVideo(t: TestApp, limits: ContentLimits) {
  const db = t.database.db;
  const [series, episodes, seasons, clips] = await Promise.all([
    db.selectFrom('series').select(['uuid', 'id', 'tv_rating', 'mpaa_rating']).execute(),
    db.selectFrom('episodes').select(['uuid', 'video_uuid', 'tv_rating', 'mpaa_rating']).execute(),
    db
      .selectFrom('seasons as se')
      .innerJoin('series as s', 's.id', 'se.series_id')
      .select(['se.uuid', 's.tv_rating', 's.mpaa_rating'])
      .execute(),
    db
      .selectFrom('clips as c')
      .leftJoin('series as s', 's.id', 'c.series_id')
      .select(['c.uuid', 'c.video_uuid', 's.tv_rating', 's.mpaa_rating'])
      .execute(),
  ]);
  const locked = <R extends { uuid: string; tv_rating: string | null; mpaa_rating: string | null }>(
    rows: R[],
  ) => rows.filter((row) => !limits.allowsVideo(row));
  const lockedEpisodes = locked(episodes);
  const lockedClips = locked(clips);
  return {
    series: new Set(locked(series).map((row) => row.uuid)),
    seriesIds: new Set(locked(series).map((row) => row.id)),
    episodes: new Set(lockedEpisodes.map((row) => row.uuid)),
    seasons: new Set(locked(seasons).map((row) => row.uuid)),
    clips: new Set(lockedClips.map((row) => row.uuid)),
    videos: new Set([...lockedEpisodes, ...lockedClips].map((row) => row.video_uuid)),
    /** Whether a wire item (any type, with `item_type` or as the type named) is locked. */
    has(item: { uuid: string; item_type?: string }, type = item.item_type): boolean {
      const sets: Record<string, Set<string>> = {
        Series: this.series,
        Episode: this.episodes,
        Season: this.seasons,
        Clip: this.clips,
      };
      return sets[type ?? '']?.has(item.uuid) ?? false;
    },
  };
}
export type LockedVideo = Awaited<ReturnType<typeof lockedVideo>>;
