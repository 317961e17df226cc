import { describe, expect, it, vi } from 'vitest';
import { closeTarget } from '../../src/features/quiz/close-target';
import { shareResult, type ShareNavigator } from '../../src/features/quiz/result/share-result';

const data = {
  title: 'My origin story',
  text: 'Speedsters!',
  url: 'https://fanverse.example/myoriginstory/result/speedsters',
};

describe('sharing a result', () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareResult(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareResult(data, { share })).toBe('cancelled');
  });

  it('copies the link when there is no share sheet, or it cannot share this', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareResult(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const nav: ShareNavigator = { share: vi.fn(), canShare: () => false, clipboard: { writeText } };
    expect(await shareResult(data, nav)).toBe('copied');
    expect(nav.share).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing fails, and to showing the link when copying fails too', async () => {
    const failingShare = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareResult(data, { share: failingShare, clipboard: { writeText } })).toBe('copied');
    const deniedCopy = vi.fn(() => Promise.reject(new Error('denied')));
    expect(await shareResult(data, { clipboard: { writeText: deniedCopy } })).toBe('manual');
    expect(await shareResult(data, {})).toBe('manual');
  });
});

describe('the close address as a target', () => {
  it('keeps site paths in the app and lets web addresses leave it', () => {
    expect(closeTarget('/')).toEqual({ kind: 'internal', to: '/' });
    expect(closeTarget('/browse?x=1')).toEqual({ kind: 'internal', to: '/browse?x=1' });
    expect(closeTarget('https://fanverse.example/')).toEqual({
      kind: 'external',
      href: 'https://fanverse.example/',
    });
  });

  it.each(['javascript:alert(1)', '//evil.example/', '/\\evil.example', 'data:text/html,x', 'nonsense'])(
    'refuses %s and goes to the main site instead',
    (url) => {
      expect(closeTarget(url)).toEqual({ kind: 'internal', to: '/' });
    },
  );
});
