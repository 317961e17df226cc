/** Pointer and tilt offsets for the card parallax, each axis from -1 to 1 (0 at rest). */
export interface Offset {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Where the pointer is over an area, relative to its centre. */
export function pointerOffset(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): Offset {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: round(clamp((clientX - rect.left - rect.width / 2) / (rect.width / 2))),
    y: round(clamp((clientY - rect.top - rect.height / 2) / (rect.height / 2))),
  };
}

/**
 * A device's tilt as an offset: `gamma` (left/right, degrees) and `beta` (front/back) around
 * the way a phone is usually held (tipped 45° towards the face); 30° of tilt is full travel.
 */
export function tiltOffset(beta: number | null, gamma: number | null): Offset {
  if (beta === null || gamma === null) return { x: 0, y: 0 };
  return { x: round(clamp(gamma / 30)), y: round(clamp((beta - 45) / 30)) };
}
