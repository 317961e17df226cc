import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPERIMENTS_CLI_USAGE,
  runExperimentsCli,
} from '../../src/modules/analytics/experiments/operator/experiments-cli';
import type { TestApp } from '../helpers/test-app';
import { buildExperimentsApp, member, uniqueName, variantOf } from './experiments-fixtures';

/*
 * `npm run experiments`, run in-process over the test database: every command, `--as`, and the
 * same refusals as the staff API.
 */
let t: TestApp;
let dir: string;
let staff: { username: string };
let someone: { username: string };

beforeAll(async () => {
  t = await buildExperimentsApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-experiments-cli-'));
  staff = await member(t, true);
  someone = await member(t);
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t?.app.close();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runExperimentsCli(argv, {
    db: t.database.db,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run experiments', () => {
  it('prints the usage for help and for nothing', async () => {
    for (const argv of [['help'], [], ['--help']]) {
      const run = await cli(...argv);
      expect(run.code).toBe(0);
      expect(run.out).toBe(EXPERIMENTS_CLI_USAGE);
    }
  });

  it('defines from a JSON file, shows it and lists it', async () => {
    const name = uniqueName('cli-file');
    const file = path.join(dir, 'def.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        description: 'From a file',
        enabled: true,
        is_public: true,
        variants: [
          { key: 'a', weight: 70, payload: { text: 'A' } },
          { key: 'b', weight: 30, payload: { text: 'B' } },
        ],
      }),
    );
    const defined = await cli('define', name, '--file', file);
    expect(defined.code, defined.err).toBe(0);
    expect(JSON.parse(defined.out)).toMatchObject({
      name,
      enabled: true,
      variants: [
        { key: 'a', weight: 70, share: 0.7 },
        { key: 'b', weight: 30, share: 0.3 },
      ],
    });
    const shown = await cli('show', name);
    expect(JSON.parse(shown.out)).toEqual(JSON.parse(defined.out));
    const list = await cli('list');
    expect(list.code).toBe(0);
    expect(list.out.split('\n')).toContain(`${name}  on  public  goal "Signed Up"  a 70 (70%), b 30 (30%)`);
    expect(list.out).toContain('autoplay-next  on  public  goal "Signed Up"  no variants (an on/off flag)');
  });

  it('reweights from flags, keeping each variant’s payload; assigned visitors stay', async () => {
    const name = uniqueName('cli-flags');
    const created = await cli(
      'define',
      name,
      '--variant',
      'a=50',
      '--variant',
      'b=50',
      '--enable',
      '--public',
    );
    expect(created.code, created.err).toBe(0);
    const file = path.join(dir, 'texts.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        variants: [
          { key: 'a', weight: 50, payload: { text: 'A' } },
          { key: 'b', weight: 50, payload: { text: 'B' } },
        ],
      }),
    );
    expect((await cli('define', name, '--file', file)).code).toBe(0);
    const visitor = '6a1d4e2c-1b3f-4c5d-9e8f-7a6b5c4d3e2f';
    const before = await variantOf(t, name, { persistentUserId: visitor });

    const reweighted = await cli(
      'define',
      name,
      '--variant',
      'a=10',
      '--variant',
      'b=90',
      '--description',
      'Reweighted',
    );
    expect(reweighted.code, reweighted.err).toBe(0);
    expect(JSON.parse(reweighted.out)).toMatchObject({
      enabled: true,
      is_public: true,
      description: 'Reweighted',
      variants: [
        { key: 'a', weight: 10, payload: { text: 'A' } },
        { key: 'b', weight: 90, payload: { text: 'B' } },
      ],
    });
    expect(await variantOf(t, name, { persistentUserId: visitor })).toBe(before);
  });

  it('enables, disables and deletes', async () => {
    const name = uniqueName('cli-switch');
    expect((await cli('define', name, '--variant', 'only=1')).code).toBe(0);
    expect(JSON.parse((await cli('enable', name)).out).enabled).toBe(true);
    expect(JSON.parse((await cli('disable', name)).out).enabled).toBe(false);
    const deleted = await cli('delete', name);
    expect(deleted.code).toBe(0);
    expect(deleted.out).toBe(`Deleted ${name} with its variants and assignments.`);
    const gone = await cli('show', name);
    expect(gone.code).toBe(1);
    expect(gone.err).toBe('error EXPERIMENT_NOT_FOUND: Experiment does not exist');
  });

  it('refuses what the staff API refuses, with the same coded errors', async () => {
    const name = uniqueName('cli-bad');
    const zero = await cli('define', name, '--variant', 'a=0');
    expect(zero.code).toBe(1);
    expect(zero.err).toMatch(/^error INVALID_EXPERIMENT_DEFINITION \(variants\): /);
    const badKey = await cli('define', name, '--variant', 'Big Key=1');
    expect(badKey.err).toMatch(/^error INVALID_EXPERIMENT_DEFINITION \(variants\.0\.key\): /);
    const twice = await cli('define', name, '--variant', 'a=1', '--variant', 'a=2');
    expect(twice.err).toMatch(/^error INVALID_EXPERIMENT_DEFINITION \(variants\.1\.key\): /);
    const badName = await cli('define', 'bad name!', '--variant', 'a=1');
    expect(badName.err).toMatch(/^error INVALID_EXPERIMENT_DEFINITION \(name\): /);
    expect((await cli('show', name)).code).toBe(1);
  });

  it('refuses usage mistakes with the usage', async () => {
    const cases: [string[], string][] = [
      [['define', 'x'], 'define needs --file or at least one --variant key=weight.'],
      [['define', 'x', '--variant', 'a'], '--variant a: expected key=weight (a whole number).'],
      [
        ['define', 'x', '--variant', 'a=1', '--enable', '--disable'],
        '--enable and --disable contradict each other.',
      ],
      [['define', 'x', '--file', path.join(dir, 'missing.json')], 'Cannot read'],
      [['show'], 'show takes one experiment name.'],
      [['launch', 'x'], 'Unknown command: launch'],
      [['list', '--colour'], "Unknown option '--colour'"],
    ];
    for (const [argv, message] of cases) {
      const run = await cli(...argv);
      expect(run.code, argv.join(' ')).toBe(1);
      expect(run.err).toContain(message);
      expect(run.err).toContain(EXPERIMENTS_CLI_USAGE);
    }
    const notJson = path.join(dir, 'broken.json');
    fs.writeFileSync(notJson, '{ not json');
    expect((await cli('define', 'x', '--file', notJson)).err).toContain('is not JSON');
  });

  it('acts as the staff member --as names; refuses a member who is not staff and an unknown account', async () => {
    const name = uniqueName('cli-as');
    const asStaff = await cli('define', name, '--variant', 'a=1', '--as', staff.username.toUpperCase());
    expect(asStaff.code, asStaff.err).toBe(0);
    const asMember = await cli('disable', name, '--as', someone.username);
    expect(asMember.code).toBe(1);
    expect(asMember.err).toBe('error 2309: Only staff can manage experiments.');
    const nobody = await cli('list', '--as', 'nobody@example.com');
    expect(nobody.code).toBe(1);
    expect(nobody.err).toContain('No account has the email address or username "nobody@example.com".');
  });
});
