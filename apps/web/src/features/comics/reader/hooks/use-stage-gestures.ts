import { useEffect, useEffectEvent } from 'react';

export interface StageGestureHandlers {
  /** A single tap (x, y relative to the stage); `middle` taps wait for a possible double tap. */
  onTap(x: number, y: number, width: number): void;
  onDoubleTap(x: number, y: number): void;
  /** A finished one-finger stroke that did not pan (a swipe candidate). */
  onSwipe(dx: number, dy: number): void;
  /** One finger dragging zoomed content. */
  onPan(dx: number, dy: number): void;
  /** Two fingers: the distance changed by `factor` around (x, y). */
  onPinch(factor: number, x: number, y: number, dx: number, dy: number): void;
  /** The mouse wheel over the stage. */
  onWheel(factor: number, x: number, y: number): void;
  /** Whether a drag pans (zoomed in) rather than swipes. */
  isZoomed(): boolean;
  /** Whether a tap at x waits for a double tap (the middle zone); edge taps act at once. */
  waitsForDoubleTap(x: number, width: number): boolean;
}

/** Movement (CSS pixels) under which a press is a tap. */
const TAP_SLOP = 10;
const TAP_MS = 350;
const DOUBLE_TAP_MS = 280;

/**
 * Pointer gestures on the reader's stage, mouse, pen and touch alike: taps and double taps,
 * swipes, one-finger pan when zoomed, two-finger pinch, and wheel zoom. The stage sets
 * `touch-action: none`, so the browser leaves these to the reader.
 */
export function useStageGestures(element: HTMLElement | null, handlers: StageGestureHandlers): void {
  // The listeners are added once per element; they always reach the latest handlers.
  const call = useEffectEvent(<T>(use: (latest: StageGestureHandlers) => T): T => use(handlers));

  useEffect(() => {
    if (!element) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let start: { x: number; y: number; t: number } | null = null;
    let last: { x: number; y: number } | null = null;
    let panned = false;
    let pinched = false;
    let pinch: { distance: number; x: number; y: number } | null = null;
    let pendingTap: { timer: ReturnType<typeof setTimeout>; x: number; y: number; t: number } | null = null;

    const local = (event: PointerEvent | WheelEvent) => {
      const rect = element.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width };
    };
    const pinchOf = () => {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return null;
      return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    };

    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 && event.pointerType === 'mouse') return;
      if ((event.target as Element).closest('button, a, input, select')) return;
      const at = local(event);
      pointers.set(event.pointerId, { x: at.x, y: at.y });
      element.setPointerCapture?.(event.pointerId);
      if (pointers.size === 1) {
        start = { x: at.x, y: at.y, t: performance.now() };
        last = { x: at.x, y: at.y };
        panned = false;
        pinched = false;
      } else if (pointers.size === 2) {
        pinch = pinchOf();
        pinched = true;
      }
    };

    const onMove = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const at = local(event);
      pointers.set(event.pointerId, { x: at.x, y: at.y });
      if (pointers.size >= 2) {
        const next = pinchOf();
        if (next && pinch && pinch.distance > 0) {
          const factor = next.distance / pinch.distance;
          const [dx, dy] = [next.x - pinch.x, next.y - pinch.y];
          call((h) => h.onPinch(factor, next.x, next.y, dx, dy));
        }
        pinch = next;
        return;
      }
      if (!start || !last || pinched) return;
      const moved = Math.hypot(at.x - start.x, at.y - start.y) > TAP_SLOP;
      if (moved && call((h) => h.isZoomed())) {
        panned = true;
        const [dx, dy] = [at.x - last.x, at.y - last.y];
        call((h) => h.onPan(dx, dy));
      }
      last = { x: at.x, y: at.y };
    };

    const onUp = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const at = local(event);
      pointers.delete(event.pointerId);
      if (pointers.size > 0) {
        pinch = null;
        return;
      }
      const began = start;
      start = null;
      if (!began || pinched || panned || event.type === 'pointercancel') return;
      const dx = at.x - began.x;
      const dy = at.y - began.y;
      if (Math.hypot(dx, dy) > TAP_SLOP) {
        call((h) => h.onSwipe(dx, dy));
        return;
      }
      if (performance.now() - began.t > TAP_MS) return; // a long press is not a tap
      if (pendingTap && performance.now() - pendingTap.t < DOUBLE_TAP_MS) {
        clearTimeout(pendingTap.timer);
        pendingTap = null;
        call((h) => h.onDoubleTap(at.x, at.y));
        return;
      }
      if (!call((h) => h.waitsForDoubleTap(at.x, at.width))) {
        call((h) => h.onTap(at.x, at.y, at.width));
        return;
      }
      const tap = { x: at.x, y: at.y, width: at.width };
      pendingTap = {
        x: at.x,
        y: at.y,
        t: performance.now(),
        timer: setTimeout(() => {
          pendingTap = null;
          call((h) => h.onTap(tap.x, tap.y, tap.width));
        }, DOUBLE_TAP_MS),
      };
    };

    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = local(event);
      // Lines and pages are rare (Firefox); pixels are the usual unit.
      const pixels =
        event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
      call((h) => h.onWheel(Math.exp(-pixels * 0.002), at.x, at.y));
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      if (pendingTap) clearTimeout(pendingTap.timer);
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
    };
  }, [element]);
}
