import { useEffect, useState, type RefObject } from 'react';
import { pointerOffset, tiltOffset, type Offset } from './parallax';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Moves the card layers inside `area` with the pointer (or the device's tilt) by writing
 * `--px` and `--py` on it, once per frame at most; each layer's CSS multiplies them by its own
 * travel. Nothing moves, and nothing listens, under prefers-reduced-motion.
 */
export function useParallax(area: RefObject<HTMLElement | null>): void {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const element = area.current;
    if (!element || reduced) return;
    let frame = 0;
    let next: Offset = { x: 0, y: 0 };
    const apply = () => {
      frame = 0;
      element.style.setProperty('--px', String(next.x));
      element.style.setProperty('--py', String(next.y));
    };
    const schedule = (offset: Offset) => {
      next = offset;
      if (!frame) frame = requestAnimationFrame(apply);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') {
        schedule(pointerOffset(event.clientX, event.clientY, element.getBoundingClientRect()));
      }
    };
    const onLeave = () => schedule({ x: 0, y: 0 });
    const onTilt = (event: DeviceOrientationEvent) => schedule(tiltOffset(event.beta, event.gamma));
    element.addEventListener('pointermove', onPointer);
    element.addEventListener('pointerleave', onLeave);
    // Where reading the tilt needs a permission prompt (iOS), the pointer alone drives it.
    const tilt =
      typeof DeviceOrientationEvent !== 'undefined' &&
      typeof (DeviceOrientationEvent as unknown as { requestPermission?: unknown }).requestPermission !==
        'function';
    if (tilt) window.addEventListener('deviceorientation', onTilt);
    return () => {
      element.removeEventListener('pointermove', onPointer);
      element.removeEventListener('pointerleave', onLeave);
      if (tilt) window.removeEventListener('deviceorientation', onTilt);
      if (frame) cancelAnimationFrame(frame);
      element.style.removeProperty('--px');
      element.style.removeProperty('--py');
    };
  }, [area, reduced]);
}
