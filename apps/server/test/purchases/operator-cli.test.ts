import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREMIUM_CLI_USAGE, runPremiumCli } from '../../src/modules/purchases/operator/operator-cli';
import { parseCsv } from '../../src/modules/purchases/operator/csv';
import { orderTransactionId, staffMember, unique } from './operator-fixtures';
import { premiumEpisodeForSale, premiumMember, purchasesTestApp, START } from './purchases-fixtures';

/*
 * `npm run premium -- <command>` (operator-cli.ts), run in-process on the test database: the same
 * OperatorService as the staff API, acting as a named staff member or as the system.
 */

const t = purchasesTestApp();

/** Runs a command: its exit code, what it printed and what it printed as errors. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPremiumCli(argv, {
    db: t.database.db,
    config: t.config,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: t.clock.now,
    mailer: t.mail,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const json = (r: { out: string }) => JSON.parse(r.out);
const tmpFile = (name: string) => path.join(os.tmpdir(), `fv-operator-cli-${crypto.randomUUID()}-${name}`);

describe('npm run premium', () => {
  it('help prints the usage; an unknown command or flag exits 1 with it', async () => {
    expect(await cli('help')).toMatchObject({ code: 0, out: PREMIUM_CLI_USAGE });
    const unknown = await cli('explode');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown command: explode');
    const badFlag = await cli('timeline', '--nope');
    expect(badFlag.code).toBe(1);
    expect(badFlag.err).toContain('Usage:');
  });

  it('promo:create as a staff member or as the system; a member who is not staff exits 1 (2309)', async () => {
    const staff = await staffMember(t);
    const code = unique('CLI').toUpperCase();
    const made = await cli(
      'promo:create',
      '--code',
      code,
      '--type',
      'percent',
      '--percent',
      '15',
      '--cycles',
      '2',
      '--retention',
      '--as',
      staff.email,
    );
    expect(made.code, made.err).toBe(0);
    expect(json(made)).toMatchObject({ code, discount_percent: 15, is_retention_offer: true });

    const system = await cli('promo:create', '--code', `${code}S`, '--type', 'fixed_term', '--months', '2');
    expect(system.code, system.err).toBe(0);
    expect(json(system)).toMatchObject({ code: `${code}S`, fixed_term: true, comp_duration: 2 });

    const member = await premiumMember(t);
    const refused = await cli(
      'promo:create',
      '--code',
      `${code}M`,
      '--type',
      'percent',
      '--percent',
      '5',
      '--as',
      member.email,
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^error 2309/);

    const duplicate = await cli('promo:create', '--code', code, '--type', 'percent', '--percent', '5');
    expect(duplicate).toMatchObject({ code: 1, err: expect.stringMatching(/^error 8 \(code\)/) });
  });

  it('campaign:create then codes:generate to a file, or CSV on stdout', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const slug = unique('cli-');
    const made = await cli(
      'campaign:create',
      '--name',
      'CLI campaign',
      '--slug',
      slug,
      '--type',
      'est',
      '--skus',
      episode.sku,
    );
    expect(made.code, made.err).toBe(0);
    expect(json(made)).toMatchObject({ slug, code: '', assets: [{ sku: episode.sku }] });

    const file = tmpFile('codes.csv');
    const toFile = await cli(
      'codes:generate',
      '--campaign',
      slug,
      '--count',
      '50',
      '--prefix',
      'CLI',
      '--out',
      file,
    );
    expect(toFile.code, toFile.err).toBe(0);
    expect(json(toFile)).toMatchObject({ count: 50, file });
    const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file);
    expect(header![0]).toBe('code');
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r[0]!.startsWith('CLI-') && r[2] === slug)).toBe(true);

    const toStdout = await cli('codes:generate', '--campaign', slug, '--count', '3');
    expect(toStdout.code, toStdout.err).toBe(0);
    expect(parseCsv(toStdout.out)).toHaveLength(4);
    const stored = await t.database.db
      .selectFrom('est_codes')
      .select('code')
      .where('campaign_uuid', '=', json(made).uuid)
      .execute();
    expect(stored).toHaveLength(53);

    const unknown = await cli('codes:generate', '--campaign', 'no-such-campaign', '--count', '3');
    expect(unknown).toMatchObject({ code: 1, err: expect.stringMatching(/^error NOT_FOUND/) });
  });

  it('external:add reads one code a line', async () => {
    const file = tmpFile('codes.txt');
    fs.writeFileSync(file, 'P1\nP2\r\n\nP3\n');
    const property = unique('cli-partner-');
    const added = await cli('external:add', '--property', property, '--file', file, '--name', 'CLI partner');
    fs.rmSync(file);
    expect(added.code, added.err).toBe(0);
    expect(json(added)).toEqual({ property, added: 3, total: 3, free: 3 });
  });

  it('grant by email, as the system; again exits 1 with 3023', async () => {
    const m = await premiumMember(t);
    const episode = await premiumEpisodeForSale(t.database.db);
    const granted = await cli('grant', '--user', m.email, '--model', 'episode', '--uuid', episode.uuid);
    expect(granted.code, granted.err).toBe(0);
    expect(json(granted)).toMatchObject({ source: 'Admin Grant', state: 'owned', sku: episode.sku });
    const row = await t.database.db
      .selectFrom('owned_items')
      .select('granted_by')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.granted_by).toBeNull();
    const again = await cli('grant', '--user', m.guid, '--model', 'episode', '--uuid', episode.uuid);
    expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/^error 3023/) });
  });

  it('comp needs a staff member; refund and timeline', async () => {
    t.clock.set(START);
    const staff = await staffMember(t);
    const m = await premiumMember(t);
    const noActor = await cli('comp', '--user', m.email, '--months', '2');
    expect(noActor.code).toBe(1);
    const comped = await cli('comp', '--user', m.email, '--months', '2', '--as', staff.email);
    expect(comped.code, comped.err).toBe(0);
    expect(json(comped)).toMatchObject({
      state: { state: 'Comped' },
      premium_expiration_date: '2026-05-01T12:00:00.000Z',
    });

    const episode = await premiumEpisodeForSale(t.database.db);
    const card = await m.addCard();
    expect(
      (await m.post('/api/premium/2/purchases/est/buy', { sku: episode.sku, paymentmethod_guid: card }))
        .statusCode,
    ).toBe(200);
    const transactionId = await orderTransactionId(t, m.id, 'est');
    const refunded = await cli('refund', '--transaction', transactionId, '--reason', 'asked');
    expect(refunded.code, refunded.err).toBe(0);
    expect(json(refunded)).toMatchObject({ transaction_id: transactionId, undone: 'owned_item' });

    const timeline = await cli('timeline', '--user', m.email);
    expect(timeline.code, timeline.err).toBe(0);
    const kinds = json(timeline).entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['comped', 'purchase', 'refund', 'ownership_ended']));

    const nobody = await cli('timeline', '--user', 'nobody@example.com');
    expect(nobody).toMatchObject({ code: 1, err: expect.stringMatching(/^error NOT_FOUND/) });
  });
});
