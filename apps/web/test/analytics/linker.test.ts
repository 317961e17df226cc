import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LINKER_PARAM,
  createCrossDomainLinker,
  decorateHref,
  type CrossDomainLinker,
} from '../../src/lib/analytics';

const context = {
  anonymousId: 'anon-1',
  pageHost: 'www.fanverse.example',
  ownedDomains: ['fanverse.example', 'fanverse-shop.example'],
};

describe('decorateHref', () => {
  it('adds the anonymous id to links to the other owned domains', () => {
    expect(decorateHref('https://fanverse-shop.example/cart?x=1', context)).toBe(
      'https://fanverse-shop.example/cart?x=1&_fvaid=anon-1',
    );
    expect(decorateHref('https://community.fanverse.example/', context)).toBe(
      'https://community.fanverse.example/?_fvaid=anon-1',
    );
    // An id already there is replaced, not repeated.
    expect(decorateHref('https://fanverse-shop.example/?_fvaid=old', context)).toBe(
      'https://fanverse-shop.example/?_fvaid=anon-1',
    );
  });

  it('leaves this host, other sites and other protocols alone', () => {
    expect(decorateHref('https://www.fanverse.example/browse', context)).toBeNull();
    expect(decorateHref('https://elsewhere.example/', context)).toBeNull();
    expect(decorateHref('https://notfanverse.example/', context)).toBeNull();
    expect(decorateHref('mailto:help@fanverse.example', context)).toBeNull();
    expect(decorateHref('not a url', context)).toBeNull();
  });
});

describe('the cross-domain linker', () => {
  const linkers: CrossDomainLinker[] = [];
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Their listeners are on the document, which the tests share.
    for (const linker of linkers.splice(0)) linker.disable();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function setup({
    ready = () => true,
    allowed = () => true,
  }: { ready?: () => boolean; allowed?: () => boolean } = {}) {
    const linker = createCrossDomainLinker({
      ready,
      anonymousId: () => 'anon-1',
      allowed,
      ownedDomains: () => ['fanverse.example', 'fanverse-shop.example'],
      pageHost: () => 'www.fanverse.example',
    });
    linkers.push(linker);
    const link = document.createElement('a');
    link.href = 'https://fanverse-shop.example/cart';
    link.innerHTML = '<span>Shop</span>';
    document.body.append(link);
    // Where the browser would go: the address at the moment the click's default action runs.
    let followed: string | null = null;
    link.addEventListener('click', (event) => {
      followed = link.href;
      event.preventDefault(); // jsdom does not navigate; keep it from trying
    });
    return { linker, link, followed: () => followed };
  }

  it('decorates an owned link as it is followed, then puts the address back', () => {
    const { linker, link, followed } = setup();
    linker.enable();
    (link.firstChild as HTMLElement).click(); // a click on the link's content
    expect(followed()).toBe(`https://fanverse-shop.example/cart?${LINKER_PARAM}=anon-1`);
    vi.runAllTimers();
    expect(link.getAttribute('href')).toBe('https://fanverse-shop.example/cart');
  });

  it('does nothing without targeting consent at the time of the click', () => {
    let allowed = true;
    const { linker, link, followed } = setup({ allowed: () => allowed });
    linker.enable();
    allowed = false;
    link.click();
    expect(followed()).toBe('https://fanverse-shop.example/cart');
  });

  it('waits for the analytics object, retrying every 500 ms', () => {
    let ready = false;
    const readyCheck = vi.fn(() => ready);
    const { linker, link, followed } = setup({ ready: readyCheck });
    linker.enable();
    expect(linker.active()).toBe(false);
    vi.advanceTimersByTime(499);
    expect(readyCheck).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(readyCheck).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(readyCheck).toHaveBeenCalledTimes(4);
    link.click();
    expect(followed()).toBe('https://fanverse-shop.example/cart'); // not set up yet
    ready = true;
    vi.advanceTimersByTime(500);
    expect(linker.active()).toBe(true);
    link.click();
    expect(followed()).toContain('_fvaid=anon-1');
    vi.advanceTimersByTime(5_000);
    expect(readyCheck).toHaveBeenCalledTimes(5); // no more retries once set up
  });

  it('is taken down when consent is withdrawn, a pending retry included', () => {
    const readyCheck = vi.fn(() => false);
    const { linker, link, followed } = setup({ ready: readyCheck });
    linker.enable();
    linker.disable();
    vi.advanceTimersByTime(5_000);
    expect(readyCheck).toHaveBeenCalledTimes(1);

    const second = setup();
    second.linker.enable();
    second.linker.disable();
    second.link.click();
    expect(second.followed()).toBe('https://fanverse-shop.example/cart');
    link.click();
    expect(followed()).toBe('https://fanverse-shop.example/cart');
  });
});
