import { afterAll, describe, expect, it } from 'vitest';
import { ChangeGenerations, scopes } from '../../src/http/member-cache/change-generations';
import { startChangeRelay, type ChangeRelay } from '../../src/http/member-cache/change-relay';

describe('change generations', () => {
  it('a value read before a change to one of its scopes is stale, one read after it is not', () => {
    const changes = new ChangeGenerations();
    const before = changes.mark();
    changes.bump(scopes.member('a'));
    expect(changes.unchangedSince(before, [scopes.member('a')])).toBe(false);
    expect(changes.unchangedSince(before, [scopes.member('b'), scopes.catalogue])).toBe(true);
    const after = changes.mark();
    expect(changes.unchangedSince(after, [scopes.member('a')])).toBe(true);
  });

  it('a forgotten scope never makes an older value look current', () => {
    const changes = new ChangeGenerations(2);
    const start = changes.mark();
    changes.bump('x');
    const afterX = changes.mark();
    // Two more scopes push x out: it now reads as the floor, which is its number.
    changes.bump('y');
    changes.bump('z');
    expect(changes.unchangedSince(start, ['x'])).toBe(false);
    // Values stored after x's change may look stale now (a miss), which is safe.
    expect(changes.unchangedSince(afterX, ['x'])).toBe(true);
    changes.bump('w');
    expect(changes.unchangedSince(afterX, ['unrelated'])).toBe(false);
  });

  it('tells its listeners of local bumps only', () => {
    const changes = new ChangeGenerations();
    const heard: string[] = [];
    changes.onLocalBump((scope) => heard.push(scope));
    changes.bump('member:1');
    changes.applyRemote('member:2');
    expect(heard).toEqual(['member:1']);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('member-cache relay: Redis test skipped: TEST_REDIS_URL is not set');

describe.runIf(redisUrl)('the relay between instances (TEST_REDIS_URL)', () => {
  const relays: ChangeRelay[] = [];
  afterAll(async () => {
    for (const relay of relays) await relay.close();
  });

  it("one instance's change makes the other's kept values stale", async () => {
    const [a, b] = [new ChangeGenerations(), new ChangeGenerations()];
    const fail = (err: unknown) => {
      throw err;
    };
    relays.push(startChangeRelay(redisUrl!, a, fail), startChangeRelay(redisUrl!, b, fail));
    // Both subscribed before the change is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const scope = scopes.sessions(`relay-${Date.now()}`);
    const markB = b.mark();
    const markA = a.mark();
    a.bump(scope);
    await expect.poll(() => b.unchangedSince(markB, [scope]), { timeout: 5_000 }).toBe(false);
    // Not echoed back to the instance that sent it (it numbered the change itself once).
    expect(a.unchangedSince(markA, [scope])).toBe(false);
    const afterA = a.mark();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.mark()).toBe(afterA);
  });
});
