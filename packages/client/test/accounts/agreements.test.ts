import { describe, expect, it } from 'vitest';
import { envelope, json, testClient } from '../fake-fetch';
import { agreement, sentJson } from './fixtures';

const normalised = {
  accepted: false,
  contentType: 'terms',
  dateAccepted: null,
  dateRevised: '2024-05-01',
  revisionId: 7,
  flavor: null,
  text: 'Be kind.',
};

describe('client.agreements', () => {
  it('getTerms: GET /api/agreements/terms, normalised to camelCase', async () => {
    const { client, last } = testClient(() => json(agreement));
    await expect(client.agreements.getTerms()).resolves.toEqual(normalised);
    expect(`${last().method} ${last().url.pathname}`).toBe('GET /api/agreements/terms');
    expect(last().url.searchParams.has('flavor')).toBe(false);
  });

  it('getTerms(flavor) asks for that flavor', async () => {
    const { client, last } = testClient(() => json({ ...agreement, flavor: 'comics' }));
    await expect(client.agreements.getTerms('comics')).resolves.toMatchObject({ flavor: 'comics' });
    expect(last().url.searchParams.get('flavor')).toBe('comics');
  });

  it('getPrivacy: GET /api/agreements/privacy', async () => {
    const { client, last } = testClient(() => json({ ...agreement, content_type: 'privacy' }));
    await expect(client.agreements.getPrivacy()).resolves.toMatchObject({ contentType: 'privacy' });
    expect(last().url.pathname).toBe('/api/agreements/privacy');
  });

  it('dates are year-month-day text, also when the server sends a timestamp', async () => {
    const { client } = testClient(() =>
      json({
        ...agreement,
        accepted: true,
        date_accepted: '2024-06-02T10:11:12Z',
        date_revised: '2024-05-01T00:00:00Z',
      }),
    );
    await expect(client.agreements.getTerms()).resolves.toMatchObject({
      accepted: true,
      dateAccepted: '2024-06-02',
      dateRevised: '2024-05-01',
    });
  });

  it('acceptTerms: POST revision_id (and flavor when given); acceptPrivacy: revision_id', async () => {
    const { client, calls } = testClient(() =>
      json({ ...agreement, accepted: true, date_accepted: '2024-06-02' }),
    );
    await expect(client.agreements.acceptTerms(7)).resolves.toMatchObject({
      accepted: true,
      dateAccepted: '2024-06-02',
    });
    await client.agreements.acceptTerms(8, 'comics');
    await client.agreements.acceptPrivacy(9);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/agreements/terms',
      'POST /api/agreements/terms',
      'POST /api/agreements/privacy',
    ]);
    expect(calls.map(sentJson)).toEqual([
      { revision_id: 7 },
      { revision_id: 8, flavor: 'comics' },
      { revision_id: 9 },
    ]);
  });

  it('a revision id that is not a positive integer is 5101, stored, and not sent', async () => {
    const { client, calls } = testClient(() => json(agreement));
    await expect(client.agreements.acceptTerms(0)).resolves.toBeUndefined();
    await expect(client.agreements.acceptPrivacy(1.5)).resolves.toBeUndefined();
    expect(client.errors.get('acceptTerms').map((e) => e.code)).toEqual([5101]);
    expect(client.errors.get('acceptPrivacy').map((e) => e.code)).toEqual([5101]);
    expect(calls).toEqual([]);
  });
});

describe('agreements: failures are stored under their operation and swallowed (spec §8)', () => {
  const rows = [
    ['getTerms', 404, 'AGREEMENT_NOT_FOUND', 5100],
    ['getTermsFlavor', 404, 'AGREEMENT_NOT_FOUND', 5100],
    ['getPrivacy', 404, 'AGREEMENT_NOT_FOUND', 5100],
    ['acceptTerms', 400, 'INVALID_REVISION', 5101],
    ['acceptTermsFlavor', 400, 'REVISION_OUT_OF_DATE', 5102],
    ['acceptPrivacy', 400, 'REVISION_OUT_OF_DATE', 5102],
    ['acceptPrivacy', 401, 'UNAUTHENTICATED', 1003],
  ] as const;

  it.each(rows)('%s: %i %s resolves undefined and keeps %i', async (op, status, code, expected) => {
    const { client } = testClient(() => envelope(status, { code, message: 'x' }));
    const calls = {
      getTerms: () => client.agreements.getTerms(),
      getTermsFlavor: () => client.agreements.getTerms('comics'),
      getPrivacy: () => client.agreements.getPrivacy(),
      acceptTerms: () => client.agreements.acceptTerms(3),
      acceptTermsFlavor: () => client.agreements.acceptTerms(3, 'comics'),
      acceptPrivacy: () => client.agreements.acceptPrivacy(3),
    };
    await expect(calls[op]()).resolves.toBeUndefined();
    expect(client.errors.get(op).map((e) => e.code)).toEqual([expected]);
  });

  it('a successful retry clears the stored failure', async () => {
    let fail = true;
    const { client } = testClient(() =>
      fail ? envelope(404, { code: 'AGREEMENT_NOT_FOUND', message: 'x' }) : json(agreement),
    );
    await client.agreements.getTerms();
    expect(client.errors.get('getTerms')).toHaveLength(1);
    fail = false;
    await expect(client.agreements.getTerms()).resolves.toEqual(normalised);
    expect(client.errors.get('getTerms')).toEqual([]);
  });
});
