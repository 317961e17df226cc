import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMapping } from '@fanverse/client';
import type { ContractServer } from './contract-server';
import { codeOf, demoFacts, startCatalogueServer, type DemoFacts } from './catalogue-fixtures';

/**
 * Homepage flavors are data (a row per homepage), not a list in the contract: a flavor no row
 * has is a missing homepage, which the client reads as 1850 No Homepage Found, like a known
 * flavor without a homepage yet. Only a malformed flavor is a bad parameter (5008).
 */

let s: ContractServer;
let demo: DemoFacts;
beforeAll(async () => {
  s = await startCatalogueServer();
  demo = await demoFacts(s);
});
afterAll(async () => s.app.close());

/** The client code of a homepage request sent as it is, read with the catalogue mapping. */
const rawCode = (flavor: string) =>
  codeOf(
    s.client().http.request({
      method: 'GET',
      path: `/api/5/2/homepage/${flavor}`,
      mapping: catalogueMapping,
    }),
  );

/** The code getHomepage keeps under `homepage` (the call stores the failure). */
async function storedCode(flavor: string) {
  const client = s.client();
  await client.catalogue.getHomepage(flavor).catch(() => undefined);
  return client.errors.get('homepage')[0]?.code;
}

describe('homepage flavors are data', () => {
  it('an unknown, well-formed flavor is 1850 No Homepage Found', async () => {
    for (const flavor of ['frontpage', 'summer-2027', 'HOME', 'x_y']) {
      expect(demo.flavors, flavor).not.toContain(flavor);
      expect(await rawCode(flavor), flavor).toBe(1850);
      expect(await storedCode(flavor), flavor).toBe(1850);
    }
    const client = s.client();
    await client.catalogue.getHomepage('frontpage').catch(() => undefined);
    expect(client.errors.get('homepage')[0]).toMatchObject({ code: 1850, message: 'No Homepage Found' });
  });

  it('a malformed flavor is 5008 (invalid parameter)', async () => {
    for (const flavor of ['a.b', 'has%20space', '-x', 'f'.repeat(65), 'f'.repeat(500)]) {
      expect(await rawCode(flavor), flavor).toBe(5008);
    }
  });

  it('every flavor the demo has answers its homepage', async () => {
    expect(demo.flavors.length).toBeGreaterThan(0);
    for (const flavor of demo.flavors) expect(await rawCode(flavor), flavor).toBe('succeeded');
  });
});
