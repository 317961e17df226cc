import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSchema, errorEnvelopeSchema } from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createAgreementsServices } from '../../src/modules/agreements/agreements.factory';
import { SEED_REVISIONS, seedAgreements } from '../../src/modules/agreements/agreements.seed';
import type { AgreementsService } from '../../src/modules/agreements/agreements.service';
import { FAST_ENV, createTestUser } from '../helpers/test-user';

let t: TestApp;
let agreements: AgreementsService;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ ...FAST_ENV, RATE_LIMIT_MAX: '10000' });
  // The app seeds and serves agreements itself; this instance is for the service-level checks.
  agreements = createAgreementsServices(t.database.db, t.config, { sessions: null! }).agreements;
  await t.app.ready();
});
afterAll(async () => t.app.close());

const user = () => createTestUser(t);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function addRevision(content_type: 'terms' | 'privacy', flavor: string | null, date_revised: string) {
  const row = await t.database.db
    .insertInto('agreement_revisions')
    .values({
      content_type,
      flavor,
      date_revised,
      text: `Revised ${content_type} ${date_revised}`,
      text_es: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seed', () => {
  it('gives terms, privacy and the comics terms a first revision, once', async () => {
    await seedAgreements(t.database.db);
    await Promise.all([seedAgreements(t.database.db), seedAgreements(t.database.db)]);
    const rows = await t.database.db
      .selectFrom('agreement_revisions')
      .select(['content_type', 'flavor'])
      .where('text', 'not like', 'Revised %')
      .execute();
    expect(rows).toHaveLength(SEED_REVISIONS.length);
    expect(rows).toEqual(
      expect.arrayContaining([
        { content_type: 'terms', flavor: null },
        { content_type: 'privacy', flavor: null },
        { content_type: 'terms', flavor: 'comics' },
      ]),
    );
  });
});

describe('GET /api/agreements/{terms,privacy}', () => {
  it('answers the latest terms to an anonymous visitor, not accepted', async () => {
    const res = await get('/api/agreements/terms');
    expect(res.statusCode).toBe(200);
    const body = agreementSchema.parse(res.json());
    expect(body).toMatchObject({
      accepted: false,
      date_accepted: null,
      content_type: 'terms',
      flavor: null,
      date_revised: '2025-03-01',
    });
    expect(body.text).toMatch(/^Fanverse Terms of Use/);
    expect(body.revision_id).toBeGreaterThan(0);
  });

  it('answers the privacy policy in the trans language, falling back to English', async () => {
    const es = (await get('/api/agreements/privacy?trans=es')).json();
    expect(es.content_type).toBe('privacy');
    expect(es.text).toMatch(/^Política de privacidad de Fanverse/);
    const fr = (await get('/api/agreements/privacy?trans=fr')).json();
    expect(fr.text).toMatch(/^Fanverse Privacy Policy/);
    expect(fr.revision_id).toBe(es.revision_id);
  });

  it('answers a flavored agreement by its flavor, and the general one for an empty flavor', async () => {
    const general = (await get('/api/agreements/terms')).json();
    const comics = (await get('/api/agreements/terms?flavor=comics&trans=es')).json();
    expect(comics).toMatchObject({ content_type: 'terms', flavor: 'comics' });
    expect(comics.text).toMatch(/^Condiciones del lector de cómics/);
    expect(comics.revision_id).not.toBe(general.revision_id);
    expect((await get('/api/agreements/terms?flavor=')).json().revision_id).toBe(general.revision_id);
  });

  it.each(['/api/agreements/terms?flavor=nope', '/api/agreements/privacy?flavor=comics'])(
    'answers 404 AGREEMENT_NOT_FOUND for an unknown flavor: %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).errors[0]!.code).toBe('AGREEMENT_NOT_FOUND');
    },
  );

  it('answers 400 code 8 for an over-long flavor', async () => {
    const res = await get(`/api/agreements/terms?flavor=${'x'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 8, field: 'flavor' });
  });

  it('answers 401 for a token that is not a session (anonymous callers send none)', async () => {
    const res = await get('/api/agreements/terms', { authorization: 'Token not-a-session' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/agreements/{terms,privacy}', () => {
  it('needs a signed-in user', async () => {
    const { revision_id } = (await get('/api/agreements/terms')).json();
    const res = await post('/api/agreements/terms', { revision_id });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('accepts the latest revision, answers it accepted, and GET says so from then on', async () => {
    const u = await user();
    const { revision_id } = (await get('/api/agreements/privacy')).json();
    expect((await get('/api/agreements/privacy', u.headers)).json()).toMatchObject({ accepted: false });

    const res = await post('/api/agreements/privacy?trans=es', { revision_id }, u.headers);
    expect(res.statusCode).toBe(200);
    const body = agreementSchema.parse(res.json());
    expect(body).toMatchObject({
      accepted: true,
      date_accepted: today(),
      revision_id,
      content_type: 'privacy',
    });
    expect(body.text).toMatch(/^Política/);

    const after = (await get('/api/agreements/privacy', u.headers)).json();
    expect(after).toMatchObject({ accepted: true, date_accepted: today(), revision_id });
    // Another user, and an anonymous visitor, still see it unaccepted.
    const other = await user();
    expect((await get('/api/agreements/privacy', other.headers)).json().accepted).toBe(false);
    expect((await get('/api/agreements/privacy')).json().accepted).toBe(false);
  });

  it('is idempotent: accepting twice keeps one acceptance and its first date', async () => {
    const u = await user();
    const { revision_id } = (await get('/api/agreements/terms')).json();
    const first = await post('/api/agreements/terms', { revision_id }, u.headers);
    const second = await post('/api/agreements/terms', { revision_id }, u.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db
      .selectFrom('agreement_acceptances')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts a flavored agreement named in the body or in the query', async () => {
    const { revision_id } = (await get('/api/agreements/terms?flavor=comics')).json();
    const a = await user();
    const byBody = await post('/api/agreements/terms', { revision_id, flavor: 'comics' }, a.headers);
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json()).toMatchObject({ accepted: true, flavor: 'comics', revision_id });
    const b = await user();
    const byQuery = await post('/api/agreements/terms?flavor=comics', { revision_id }, b.headers);
    expect(byQuery.statusCode).toBe(200);
    // The general terms are a separate agreement: still to be accepted.
    expect((await get('/api/agreements/terms', a.headers)).json().accepted).toBe(false);
  });

  it.each([
    [
      'a revision of another agreement',
      async () => (await get('/api/agreements/privacy')).json().revision_id,
    ],
    [
      'a revision of another flavor',
      async () => (await get('/api/agreements/terms?flavor=comics')).json().revision_id,
    ],
    ['an unknown revision', async () => 987654],
  ])('answers 400 INVALID_REVISION for %s', async (_what, revisionOf) => {
    const u = await user();
    const res = await post('/api/agreements/terms', { revision_id: await revisionOf() }, u.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'INVALID_REVISION', field: 'revision_id' });
  });

  it('answers 404 AGREEMENT_NOT_FOUND for an unknown flavor', async () => {
    const u = await user();
    const res = await post('/api/agreements/privacy', { revision_id: 1, flavor: 'comics' }, u.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('AGREEMENT_NOT_FOUND');
  });

  it.each([{}, { revision_id: 'one' }, { revision_id: 0 }, { revision_id: 1.5 }])(
    'answers 400 code 8 for a bad body %j',
    async (payload) => {
      const u = await user();
      const res = await post('/api/agreements/terms', payload, u.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe(8);
    },
  );

  it('answers its field rules on OPTIONS', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/agreements/terms' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rule_sets[0]).toMatchObject({
      revision_id: { required: true },
      flavor: { required: false, type: 'string', max_length: 64 },
    });
  });
});

describe('a new revision', () => {
  it('makes a previously accepted agreement un-accepted until the new one is accepted', async () => {
    const u = await user();
    const { revision_id: old } = (await get('/api/agreements/terms?flavor=comics')).json();
    await post('/api/agreements/terms', { revision_id: old, flavor: 'comics' }, u.headers);
    expect((await get('/api/agreements/terms?flavor=comics', u.headers)).json().accepted).toBe(true);

    const newer = await addRevision('terms', 'comics', '2026-01-10');
    const now = (await get('/api/agreements/terms?flavor=comics&trans=es', u.headers)).json();
    expect(now).toMatchObject({
      accepted: false,
      date_accepted: null,
      revision_id: newer,
      date_revised: '2026-01-10',
    });
    // No Spanish text for this revision: English is shown.
    expect(now.text).toBe('Revised terms 2026-01-10');

    const stale = await post('/api/agreements/terms', { revision_id: old, flavor: 'comics' }, u.headers);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toMatchObject({ code: 'REVISION_OUT_OF_DATE', field: 'revision_id' });

    const ok = await post('/api/agreements/terms', { revision_id: newer, flavor: 'comics' }, u.headers);
    expect(ok.json()).toMatchObject({ accepted: true, revision_id: newer });
  });

  it('counts the revision date before the insertion order', async () => {
    // A correction filed later but dated earlier does not replace the newest revision.
    const newest = await addRevision('privacy', null, '2026-02-01');
    await addRevision('privacy', null, '2025-12-01');
    expect((await get('/api/agreements/privacy')).json().revision_id).toBe(newest);
  });
});

describe('AgreementsService.pending', () => {
  it('lists each agreement whose latest revision the user has not accepted', async () => {
    const u = await user();
    const latest = async (url: string) => (await get(url)).json().revision_id as number;
    const terms = await latest('/api/agreements/terms');
    const privacy = await latest('/api/agreements/privacy');
    const comics = await latest('/api/agreements/terms?flavor=comics');

    expect(await agreements.pending(u.id)).toEqual([
      { content_type: 'terms', flavor: null, revision_id: terms, date_revised: expect.any(String) },
      { content_type: 'terms', flavor: 'comics', revision_id: comics, date_revised: expect.any(String) },
      { content_type: 'privacy', flavor: null, revision_id: privacy, date_revised: expect.any(String) },
    ]);

    await post('/api/agreements/terms', { revision_id: terms }, u.headers);
    await post('/api/agreements/privacy', { revision_id: privacy }, u.headers);
    expect((await agreements.pending(u.id)).map((p) => p.revision_id)).toEqual([comics]);

    await post('/api/agreements/terms', { revision_id: comics, flavor: 'comics' }, u.headers);
    expect(await agreements.pending(u.id)).toEqual([]);

    const newTerms = await addRevision('terms', null, '2027-05-05');
    expect(await agreements.pending(u.id)).toEqual([
      { content_type: 'terms', flavor: null, revision_id: newTerms, date_revised: '2027-05-05' },
    ]);
  });
});

describe('OpenAPI', () => {
  it('describes the agreement routes', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const type of ['terms', 'privacy']) {
      expect(Object.keys(doc.paths[`/api/agreements/${type}`])).toEqual(
        expect.arrayContaining(['get', 'post']),
      );
    }
  });
});
