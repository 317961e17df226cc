import { describe, expect, it } from 'vitest';
import { qrPath } from '../../src/components/ui/QrCode';
import {
  countdownText,
  pollDelayMs,
  retryDelayMs,
  shortCodeProblem,
  sortDevices,
  typedAddress,
} from '../../src/features/devices/devices-model';
import { moveFocus } from '../../src/features/devices/use-arrow-focus';
import { signedInDevice } from './devices-fixtures';

describe('the devices rules', () => {
  it('checks a typed code as the server reads it: case and separators do not count (1401, 1402)', () => {
    expect(shortCodeProblem('')).toBe(1401);
    expect(shortCodeProblem(' - ')).toBe(1401);
    expect(shortCodeProblem('bcd-fg')).toBeNull();
    expect(shortCodeProblem('B C D F G')).toBeNull();
    expect(shortCodeProblem('bcd')).toBeNull();
    expect(shortCodeProblem('BCD-FGH')).toBe(1402);
  });

  it('counts down in minutes and seconds, never below zero', () => {
    expect(countdownText(600_000)).toBe('10:00');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(8_000)).toBe('0:08');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('shows the activation address as a person types it', () => {
    expect(typedAddress('https://fanverse.test/activate')).toBe('fanverse.test/activate');
    expect(typedAddress('http://localhost:8080/activate/')).toBe('localhost:8080/activate');
    expect(typedAddress('not a url')).toBe('not a url');
  });

  it("polls at the server's interval (at least a second) and waits longer after each failure, up to a minute", () => {
    expect(pollDelayMs(5)).toBe(5000);
    expect(pollDelayMs(0)).toBe(5000);
    expect(pollDelayMs(undefined)).toBe(5000);
    expect(pollDelayMs(0.2)).toBe(1000);
    expect([1, 2, 3, 4, 5].map((failures) => retryDelayMs(5, failures))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000,
    ]);
  });

  it('lists the device in use first, then by last use', () => {
    const old = signedInDevice(90, { id: 'old' });
    const recent = signedInDevice(1, { id: 'recent' });
    const here = signedInDevice(500, { id: 'here', current: true });
    expect(sortDevices([old, recent, here]).map((device) => device.id)).toEqual(['here', 'recent', 'old']);
  });
});

describe('remote-control focus', () => {
  it('moves between the buttons and links in page order, stopping at the ends', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<a href="/">Continue</a><button>Sign out</button><button disabled>Off</button><p>text</p>';
    document.body.append(root);
    const [link, button] = [root.querySelector('a')!, root.querySelector('button')!];
    expect(moveFocus(root, 'ArrowDown')).toBe(true);
    expect(document.activeElement).toBe(link);
    moveFocus(root, 'ArrowRight');
    expect(document.activeElement).toBe(button);
    moveFocus(root, 'ArrowRight');
    expect(document.activeElement).toBe(button);
    moveFocus(root, 'ArrowUp');
    expect(document.activeElement).toBe(link);
    expect(moveFocus(root, 'Enter')).toBe(false);
    root.remove();
  });
});

describe('the QR code', () => {
  it('draws the three finder patterns of a version-3 code (29 modules) inside a 4-module quiet zone', () => {
    const { d, size } = qrPath('https://fanverse.test/activate?code=BCDFG');
    expect(size).toBe(29 + 8);
    const dark = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
    // A finder pattern: a dark 7×7 ring, a light ring, a dark 3×3 centre.
    const finder = (left: number, top: number) => {
      for (let y = 0; y < 7; y += 1) {
        for (let x = 0; x < 7; x += 1) {
          const ring = x === 0 || y === 0 || x === 6 || y === 6;
          const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
          expect(dark.has(`${left + x},${top + y}`)).toBe(ring || centre);
        }
      }
    };
    finder(4, 4);
    finder(4 + 29 - 7, 4);
    finder(4, 4 + 29 - 7);
    // Nothing in the quiet zone.
    expect([...dark].some((cell) => cell.split(',').some((n) => Number(n) < 4 || Number(n) >= 33))).toBe(
      false,
    );
  });

  it('takes text beyond ASCII as UTF-8', () => {
    expect(() => qrPath('https://fanverse.test/activar?código=BCDFG')).not.toThrow();
  });
});
