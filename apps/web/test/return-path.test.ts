import { describe, expect, it } from 'vitest';
import { readReturnPath, safeReturnPath, withReturnPath } from '../src/lib/session';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/account')).toBe('/account');
    expect(safeReturnPath('/myoriginstory/question/3?x=1#top')).toBe('/myoriginstory/question/3?x=1#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '/a\nb',
    '/a\u0000b',
    '',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, '/')).toBe('/');
  });

  it('leaves percent-encoded characters encoded (they stay part of the path)', () => {
    expect(safeReturnPath('/search%0d%0aq')).toBe('/search%0d%0aq');
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnPath('/login?next=/account')).toBe('/');
    expect(safeReturnPath('/register')).toBe('/');
    expect(safeReturnPath('/reset-password?token=abc')).toBe('/');
  });
});

describe('withReturnPath / readReturnPath', () => {
  it('carries the path in ?next= and reads it back checked', () => {
    const url = withReturnPath('/login', '/account?tab=1');
    expect(url).toBe('/login?next=%2Faccount%3Ftab%3D1');
    expect(readReturnPath(url.slice(url.indexOf('?')))).toBe('/account?tab=1');
  });

  it('adds nothing for the home page or an unsafe path', () => {
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', 'https://evil.example')).toBe('/login');
    expect(readReturnPath('?next=https://evil.example')).toBe('/');
  });
});
