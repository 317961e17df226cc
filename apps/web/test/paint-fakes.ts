import { vi } from 'vitest';

/**
 * Lets the reader boot paint in jsdom: images decode at once and animation frames run on the
 * next timer tick (jsdom decodes nothing and paints no frames). Undo with `vi.unstubAllGlobals()`.
 */
export function paintOnTimers() {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: vi.fn().mockResolvedValue(undefined),
  });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 0),
  );
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
}
