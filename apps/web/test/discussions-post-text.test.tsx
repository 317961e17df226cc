import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { relativeTimeText, stableDateText } from '../src/components/discussions/relative-time';
import { PostText } from '../src/features/discussions/PostText';
import { splitPostLine } from '../src/features/discussions/post-links';

/** The rendered post: its container, every element inside it, and its links. */
function renderPost(text: string) {
  const { container } = render(<PostText text={text} />);
  const root = container.firstElementChild as HTMLElement;
  return {
    root,
    elements: [...root.querySelectorAll('*')],
    links: [...root.querySelectorAll('a')],
  };
}

/** Only text, <a> and <br> inside a post, and every link a web address. */
function expectInert(text: string) {
  const { root, elements, links } = renderPost(text);
  for (const element of elements) expect(['A', 'BR']).toContain(element.tagName);
  for (const link of links) {
    expect(new URL(link.getAttribute('href') ?? '').protocol).toMatch(/^https?:$/);
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  }
  // No attribute but the ones we set, anywhere (no onerror, no style, no src).
  for (const element of elements) {
    for (const { name } of element.attributes) expect(['href', 'rel', 'target']).toContain(name);
  }
  return { root, links };
}

describe('PostText', () => {
  it('shows a script tag as text and runs nothing', () => {
    const { root, links } = expectInert('<script>alert(1)</script>');
    expect(root.textContent).toBe('<script>alert(1)</script>');
    expect(links).toHaveLength(0);
  });

  it('shows an image with an onerror handler as text', () => {
    const { root } = expectInert('<img src=x onerror=alert(1)>');
    expect(root.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
  });

  it('never links a javascript: address, bare or in Markdown', () => {
    expect(expectInert('javascript:alert(1)').links).toHaveLength(0);
    const { root, links } = expectInert('[x](javascript:alert(1))');
    expect(links).toHaveLength(0);
    expect(root.textContent).toBe('[x](javascript:alert(1))');
  });

  it('does not let an address carry markup or quotes into its link', () => {
    const { links } = expectInert('see https://example.com/"><script>alert(1)</script> now');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/');
    expect(links[0]!.textContent).toBe('https://example.com/');
  });

  it('links http and https addresses, leaving sentence punctuation outside', () => {
    const { links, root } = expectInert('Read https://example.com/a?b=1. Or http://fan.example/x, then.');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'http://fan.example/x',
    ]);
    expect(root.textContent).toBe('Read https://example.com/a?b=1. Or http://fan.example/x, then.');
  });

  it('keeps an address’s own parentheses', () => {
    const [, link] = splitPostLine('(see https://en.wikipedia.org/wiki/Harbor_(film))');
    expect(link).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Harbor_(film)',
      href: 'https://en.wikipedia.org/wiki/Harbor_(film)',
    });
  });

  it('keeps line breaks as <br>, whatever the line ending', () => {
    const { root } = expectInert('one\ntwo\r\nthree\n\nfive');
    expect(root.querySelectorAll('br')).toHaveLength(4);
    expect(root.textContent).toBe('onetwothreefive');
  });

  it('leaves other schemes as text', () => {
    expect(expectInert('data:text/html,<b>x</b> ftp://example.com mailto:a@b.c').links).toHaveLength(0);
  });
});

describe('post times', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('says how long ago, in the visitor’s language', () => {
    expect(relativeTimeText('2026-11-26T11:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(relativeTimeText('2026-11-26T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTimeText('2026-11-25T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTimeText('2026-11-26T09:00:00Z', now, 'es')).toBe('hace 3 horas');
  });

  it('calls a time under a minute, or a little ahead of the clock, now', () => {
    expect(relativeTimeText('2026-11-26T11:59:30Z', now, 'en')).toBe('now');
    expect(relativeTimeText('2026-11-26T12:00:05Z', now, 'en')).toBe('now');
  });

  it('writes the same date on any machine before hydration (UTC)', () => {
    expect(stableDateText('2026-11-26T23:30:00Z', 'en')).toBe('Nov 26, 2026');
  });
});
