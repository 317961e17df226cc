import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import { seedDemoCatalogue } from '../../apps/server/src/modules/demo/seed-demo-catalogue';
import { ServerSecretsRepository } from '../../apps/server/src/modules/auth/server-secrets.repository';
import { JwtSigner, SigningKeys } from '../../apps/server/src/modules/auth/signing-key';
import { RightsTokens, type RightsGrant } from '../../apps/server/src/modules/rights/rights-tokens';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * Demo content set up for every playback outcome. Each scenario is a demo episode whose wall,
 * status, region and media are written explicitly, so the outcome never depends on how the demo
 * generator happens to wall its episodes.
 */
export interface PlaybackScenarios {
  /** Open to everyone, media ready. */
  ready: Scenario;
  premiumWall: Scenario;
  registrationWall: Scenario;
  /** In a series provisioned for GB only (the server's default country is US). */
  geoblocked: Scenario;
  notApproved: Scenario;
  processing: Scenario;
  noMedia: Scenario;
  /** Deleted by the test that uses it. */
  doomed: Scenario;
  clip: Scenario;
}

export interface Scenario {
  uuid: string;
  videoUuid: string;
}

export interface PlaybackServer extends ContractServer {
  scenarios: PlaybackScenarios;
  /** Signs a rights token with the server's own key, as of `at` (default now). */
  sign(grant: RightsGrant, at?: Date): Promise<string>;
}

/** The real server on a real port, with the demo catalogue and the playback scenarios. */
export async function startPlaybackServer(): Promise<PlaybackServer> {
  const s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  const db = s.database.db;
  await seedDemoCatalogue(db);
  const keys = new SigningKeys(new ServerSecretsRepository(db), s.config.JWT_SECRET);
  return {
    ...s,
    scenarios: await setUpScenarios(db),
    sign: (grant, at) =>
      new RightsTokens(new JwtSigner(keys, () => at ?? new Date()), s.config.RIGHTS_TTL_SECONDS).sign(grant),
  };
}

async function setUpScenarios(db: Kysely<Database>): Promise<PlaybackScenarios> {
  const series = await db.selectFrom('series').select('id').orderBy('id').limit(2).execute();
  const [home, abroad] = series.map((row) => row.id) as [number, number];
  await db
    .updateTable('series')
    .set({ available_in: '[]', premium_walled_in: '[]' })
    .where('id', '=', home)
    .execute();
  await db
    .updateTable('series')
    .set({ available_in: '["GB"]', premium_walled_in: '[]' })
    .where('id', '=', abroad)
    .execute();

  const episodes = (series: number, count: number) =>
    db
      .selectFrom('episodes')
      .select(['uuid', 'video_uuid'])
      .where('series_id', '=', series)
      .orderBy('id')
      .limit(count)
      .execute();
  const [ready, premiumWall, registrationWall, notApproved, processing, noMedia, doomed] = await episodes(
    home,
    7,
  );
  const [geoblocked] = await episodes(abroad, 1);
  const clip = await db
    .selectFrom('clips')
    .select(['uuid', 'video_uuid'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const all = [ready, premiumWall, registrationWall, notApproved, processing, noMedia, doomed, geoblocked];
  if (all.some((e) => !e))
    throw new Error('the demo catalogue has too few episodes for the playback scenarios');

  const open = { wall_type: null, wall_expires: null, video_status: 'approved' } as const;
  for (const e of all) await db.updateTable('episodes').set(open).where('uuid', '=', e!.uuid).execute();
  await db.updateTable('episodes').set({ wall_type: 0 }).where('uuid', '=', premiumWall!.uuid).execute();
  await db.updateTable('episodes').set({ wall_type: 1 }).where('uuid', '=', registrationWall!.uuid).execute();
  await db
    .updateTable('episodes')
    .set({ video_status: 'staged' })
    .where('uuid', '=', notApproved!.uuid)
    .execute();
  await db.updateTable('clips').set({ program_schedule: '[]' }).where('uuid', '=', clip.uuid).execute();

  // Media: ready for every scenario that gets that far, except the two the media decides.
  for (const e of [ready, premiumWall, registrationWall, notApproved, doomed, geoblocked, clip]) {
    await media(db, e!.video_uuid, 'ready');
  }
  await media(db, processing!.video_uuid, 'processing');

  const scenario = (row: { uuid: string; video_uuid: string } | undefined): Scenario => ({
    uuid: row!.uuid,
    videoUuid: row!.video_uuid,
  });
  return {
    ready: scenario(ready),
    premiumWall: scenario(premiumWall),
    registrationWall: scenario(registrationWall),
    geoblocked: scenario(geoblocked),
    notApproved: scenario(notApproved),
    processing: scenario(processing),
    noMedia: scenario(noMedia),
    doomed: scenario(doomed),
    clip: scenario(clip),
  };
}

/** A video_media row as the streams module leaves it (no files are needed to hand out an address). */
async function media(db: Kysely<Database>, videoUuid: string, status: 'ready' | 'processing') {
  const renditions = JSON.stringify(
    status === 'ready'
      ? [{ name: '360p', width: 640, height: 360, bandwidth: 900_000, codecs: 'avc1.64001e,mp4a.40.2' }]
      : [],
  );
  await db.deleteFrom('video_media').where('video_uuid', '=', videoUuid).execute();
  await db
    .insertInto('video_media')
    .values({
      video_uuid: videoUuid,
      status,
      folder: videoUuid,
      duration_seconds: status === 'ready' ? 10 : null,
      renditions,
      key_hex: crypto.randomBytes(16).toString('hex'),
    })
    .execute();
}
