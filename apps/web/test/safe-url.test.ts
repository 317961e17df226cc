import { describe, expect, it } from 'vitest';
import {
  isOwnedHost,
  parseOwnedDomains,
  resolveNavigation,
  type NavigationPolicy,
} from '../src/lib/navigation';
import { closeTarget } from '../src/features/quiz/close-target';

const policy: NavigationPolicy = {
  origin: 'https://www.fanverse.example',
  ownedDomains: ['fanverse.example', 'fanverse-shop.example'],
};
const resolve = (url: unknown) => resolveNavigation(url, policy);

describe('the navigation rule: refused addresses', () => {
  const hostile: unknown[] = [
    // Script and other non-web protocols, in every spelling browsers accept.
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://www.fanverse.example/0d9e7c2a',
    'ftp://files.fanverse.example/x',
    'mailto:someone@fanverse.example',
    'tel:+15551234',
    'intent://scan/#Intent;scheme=zxing;end',
    'chrome://settings',
    // Protocol-relative and slash tricks.
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https:\\\\evil.example',
    'https:/evil.example',
    'https:evil.example',
    'http:///evil.example',
    // Credentials, whoever they pretend to be.
    'https://evil@www.fanverse.example/',
    'https://www.fanverse.example@evil.example/',
    'https://user:pass@shop.fanverse.example/',
    'https://:@evil.example/',
    // Spaces and controls inside, relative words, fragments alone, empty or no string at all.
    'https://evil.example/a b',
    'https://evil.example/\u0000',
    'series/7',
    'evil.example',
    '#top',
    '?page=2',
    '',
    '   ',
    null,
    undefined,
    42,
    { href: '/x' },
    `https://evil.example/${'a'.repeat(2100)}`,
  ];

  it.each(hostile.map((url) => [JSON.stringify(url)?.slice(0, 60) ?? String(url), url]))(
    'refuses %s',
    (_label, url) => {
      expect(resolve(url)).toBeNull();
    },
  );
});

describe('the navigation rule: followed addresses', () => {
  it('routes site paths and addresses of the page origin inside the app', () => {
    expect(resolve('/series/7/lanterns?season=2#cast')).toEqual({
      kind: 'internal',
      to: '/series/7/lanterns?season=2#cast',
    });
    expect(resolve('https://www.fanverse.example/browse')).toEqual({ kind: 'internal', to: '/browse' });
    expect(resolve('HTTPS://WWW.FANVERSE.EXAMPLE')).toEqual({ kind: 'internal', to: '/' });
    // Dot segments stay on the site: the browser would resolve them the same way.
    expect(resolve('/a/../../evil.example')).toEqual({ kind: 'internal', to: '/evil.example' });
  });

  it('follows owned domains and their subdomains without asking', () => {
    expect(resolve('https://music.fanverse.example/ember-harbor')).toEqual({
      kind: 'external',
      href: 'https://music.fanverse.example/ember-harbor',
      host: 'music.fanverse.example',
      owned: true,
    });
    expect(resolve('http://fanverse-shop.example:8443/p')).toMatchObject({
      owned: true,
      host: 'fanverse-shop.example:8443',
    });
    expect(resolve('https://www.fanverse.example:8443/x')).toMatchObject({ kind: 'external', owned: true });
  });

  it('marks every other host as one to ask about, including look-alikes', () => {
    for (const url of [
      'https://example.org/fan-night',
      'https://fanverse.example.evil.org/',
      'https://evilfanverse.example/',
      'https://fanverse.examp1e/',
      'https://xn--fnverse-9uf.example/',
      'https://fаnverse.example/', // a Cyrillic a
      'http://10.0.0.1/',
      'http://[::1]/',
    ]) {
      expect(resolve(url), url).toMatchObject({ kind: 'external', owned: false });
    }
    expect(resolve('https://fаnverse.example/')).toMatchObject({ host: 'xn--fnverse-2fg.example' });
  });
});

describe('owned domains', () => {
  it('reads a comma separated list, dropping what is no domain name', () => {
    expect(
      parseOwnedDomains(' Fanverse.example, .shop.example ,, *.evil, http://x.example, localhost '),
    ).toEqual(['fanverse.example', 'shop.example']);
    expect(parseOwnedDomains(undefined)).toEqual(['fanverse.example']);
    expect(parseOwnedDomains('')).toEqual(['fanverse.example']);
  });

  it('matches the domain and its subdomains only', () => {
    expect(isOwnedHost('fanverse.example', ['fanverse.example'])).toBe(true);
    expect(isOwnedHost('a.b.fanverse.example', ['fanverse.example'])).toBe(true);
    expect(isOwnedHost('notfanverse.example', ['fanverse.example'])).toBe(false);
    expect(isOwnedHost('fanverse.example.org', ['fanverse.example'])).toBe(false);
    expect(isOwnedHost('fanverse.example', [])).toBe(false);
  });
});

describe("the quiz's close address uses the same rule", () => {
  it('leaves for owned domains, and goes to the main site for any other host', () => {
    expect(closeTarget('https://music.fanverse.example/', policy)).toEqual({
      kind: 'external',
      href: 'https://music.fanverse.example/',
    });
    expect(closeTarget('https://example.org/', policy)).toEqual({ kind: 'internal', to: '/' });
    expect(closeTarget('https://evil@fanverse.example/', policy)).toEqual({ kind: 'internal', to: '/' });
    expect(closeTarget('https://www.fanverse.example/browse', policy)).toEqual({
      kind: 'internal',
      to: '/browse',
    });
  });
});
