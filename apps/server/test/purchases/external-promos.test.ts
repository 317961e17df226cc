import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../premium/premium-fixtures';
import { premiumMember, purchasesTestApp, START } from './purchases-fixtures';
import { insertExternalPool, quickMembers } from './est-fixtures';

/*
 * GET /api/premium/2/promos/external/get/{property}: a partner campaign's code, one per member
 * (the same on every ask), each code to one member, exact under concurrency (SKIP LOCKED and the
 * pool's unique indexes). The concurrency cases run on PGlite and PostgreSQL (server-postgres).
 */

const t = purchasesTestApp();

const GET = (property: string) => `/api/premium/2/promos/external/get/${property}`;
const geo = (country: string) => ({ [t.config.GEO_COUNTRY_HEADER]: country });

const expectCoded = (res: LightMyRequestResponse, status: number, code: string | number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().errors[0]).toMatchObject({ code, field: 'property' });
};

const assigned = (property: string) =>
  t.database.db
    .selectFrom('external_promo_codes')
    .select(['code', 'assigned_to'])
    .where('property', '=', property)
    .where('assigned_to', 'is not', null)
    .execute();

describe('GET /api/premium/2/promos/external/get/{property}', () => {
  it("hands the member the pool's next code, and the same code on every ask", async () => {
    const pool = await insertExternalPool(t.database.db, 3, {
      marketing_description: { en: 'Three months of StreamCo', es: 'Tres meses de StreamCo' },
      expires_at: new Date('2026-12-31T00:00:00.000Z'),
    });
    const m = await premiumMember(t);
    const res = await m.get(GET(pool.property));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      code: pool.codes[0],
      property: pool.property,
      name: `Partner ${pool.property}`,
      marketing_description: 'Three months of StreamCo',
      assigned_at: START,
      expires_at: '2026-12-31T00:00:00.000Z',
    });

    t.clock.travel({ days: 2 });
    const again = await m.get(`${GET(pool.property)}?trans=es`);
    expect(again.json()).toMatchObject({
      code: pool.codes[0],
      assigned_at: START,
      marketing_description: 'Tres meses de StreamCo',
    });

    // The next member gets the next code.
    const other = await premiumMember(t);
    expect((await other.get(GET(pool.property))).json().code).toBe(pool.codes[1]);
    expect(await assigned(pool.property)).toHaveLength(2);
  });

  it('unknown or inactive property: 404 NOT_FOUND', async () => {
    const m = await premiumMember(t);
    expectCoded(await m.get(GET('no-such-partner')), 404, 'NOT_FOUND');
    const inactive = await insertExternalPool(t.database.db, 2, { is_active: false });
    expectCoded(await m.get(GET(inactive.property)), 404, 'NOT_FOUND');
    expect(await assigned(inactive.property)).toEqual([]);
  });

  it('every code handed out: 400 MAX_USAGE (a member who holds one still gets theirs)', async () => {
    const pool = await insertExternalPool(t.database.db, 1);
    const first = await premiumMember(t);
    const late = await premiumMember(t);
    expect((await first.get(GET(pool.property))).statusCode).toBe(200);
    expectCoded(await late.get(GET(pool.property)), 400, 'MAX_USAGE');
    expect((await first.get(GET(pool.property))).json().code).toBe(pool.codes[0]);
  });

  it('an ended campaign: 400 EXPIRED', async () => {
    const pool = await insertExternalPool(t.database.db, 2, {
      expires_at: new Date('2026-03-01T12:00:00.000Z'),
    });
    const m = await premiumMember(t);
    expectCoded(await m.get(GET(pool.property)), 400, 'EXPIRED');
    expect(await assigned(pool.property)).toEqual([]);
  });

  it('limited to other countries: 400 3021', async () => {
    const pool = await insertExternalPool(t.database.db, 2, { countries: ['MX'] });
    const m = await premiumMember(t);
    expectCoded(await m.get(GET(pool.property), geo('US')), 400, 3021);
    expect(await assigned(pool.property)).toEqual([]);
    expect((await m.get(GET(pool.property), geo('MX'))).statusCode).toBe(200);
  });

  it('needs a session (401), and a malformed property is a coded 400', async () => {
    const pool = await insertExternalPool(t.database.db, 1);
    expect((await t.app.inject({ method: 'GET', url: GET(pool.property) })).statusCode).toBe(401);
    const m = await premiumMember(t);
    const bad = await m.get(GET('Not_A_Property'));
    expect(bad.statusCode).toBe(400);
    expect(await assigned(pool.property)).toEqual([]);
  });
});

describe(`concurrent asks (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    '500 members asking one property with a 300-code pool: 300 distinct codes, 200 MAX_USAGE',
    {
      timeout: 180_000,
    },
    async () => {
      const pool = await insertExternalPool(t.database.db, 300);
      const members = await quickMembers(t, 500);

      const replies = await Promise.all(members.map((m) => m.get(GET(pool.property))));

      const ok = replies.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(300);
      expect(new Set(ok.map((r) => r.json().code)).size).toBe(300);
      const refused = replies.filter((r) => r.statusCode !== 200);
      for (const r of refused) expect([r.statusCode, errorCode(r)]).toEqual([400, 'MAX_USAGE']);
      expect(refused).toHaveLength(200);
      // What was answered is what the pool recorded: each code to the member it was answered to.
      const rows = await assigned(pool.property);
      expect(rows).toHaveLength(300);
      const holderOf = new Map(rows.map((r) => [r.code, r.assigned_to]));
      replies.forEach((r, i) => {
        if (r.statusCode === 200) expect(holderOf.get(r.json().code)).toBe(members[i]!.id);
      });
      expect(new Set(rows.map((r) => r.assigned_to)).size).toBe(300);
    },
  );

  it('one member asking 50 times at once: one code, answered every time', { timeout: 60_000 }, async () => {
    const pool = await insertExternalPool(t.database.db, 20);
    const [member] = await quickMembers(t, 1);

    const replies = await Promise.all(Array.from({ length: 50 }, () => member!.get(GET(pool.property))));

    for (const r of replies) expect(r.statusCode).toBe(200);
    const codes = new Set(replies.map((r) => r.json().code));
    expect(codes.size).toBe(1);
    const rows = await assigned(pool.property);
    expect(rows).toEqual([{ code: [...codes][0], assigned_to: member!.id }]);
    expect(
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from external_promo_codes
                                   where property = ${pool.property} and assigned_to is null`.execute(
            t.database.db,
          )
        ).rows[0]!.n,
      ),
    ).toBe(19);
  });
});
