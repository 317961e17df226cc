/**
 * The geometry of the page stage: content (a page or a spread, in its full-size pixels) is drawn
 * at the top left of the stage and moved with one CSS transform, `translate(x, y) scale(scale)`
 * (transform-origin 0 0). Fitting a page, fitting a panel (guided view), zooming at a point and
 * panning are all functions from one such transform to another, so they can be tested without a
 * browser and the same numbers can be read back from the page by a test.
 */
export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };
/** Zoom bounds, relative to the fitted scale. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 5;

/**
 * The transform that shows `rect` (content pixels) as large as the viewport allows, centred:
 * the rectangle fills the viewport along its constraining side, `margin` pixels kept clear.
 */
export function fitRect(rect: Rect, viewport: Size, margin = 0): Transform {
  const room = {
    width: Math.max(1, viewport.width - 2 * margin),
    height: Math.max(1, viewport.height - 2 * margin),
  };
  const scale = Math.min(room.width / Math.max(1, rect.width), room.height / Math.max(1, rect.height));
  return {
    scale,
    x: (viewport.width - rect.width * scale) / 2 - rect.x * scale,
    y: (viewport.height - rect.height * scale) / 2 - rect.y * scale,
  };
}

/** The whole content fitted to the viewport. */
export function fitContent(content: Size, viewport: Size, margin = 0): Transform {
  return fitRect({ x: 0, y: 0, width: content.width, height: content.height }, viewport, margin);
}

/** Where a content rectangle lands on the screen under a transform (viewport pixels). */
export function projectRect(rect: Rect, t: Transform): Rect {
  return {
    x: t.x + rect.x * t.scale,
    y: t.y + rect.y * t.scale,
    width: rect.width * t.scale,
    height: rect.height * t.scale,
  };
}

/** The part of the content the viewport shows (content pixels), for tests and the minimap. */
export function visibleRegion(t: Transform, viewport: Size): Rect {
  return {
    x: -t.x / t.scale,
    y: -t.y / t.scale,
    width: viewport.width / t.scale,
    height: viewport.height / t.scale,
  };
}

/**
 * Zooms by `factor` keeping the content point under `focus` (viewport pixels) where it is, the
 * scale held between ZOOM_MIN and ZOOM_MAX times the fitted scale.
 */
export function zoomAt(
  t: Transform,
  factor: number,
  focus: { x: number; y: number },
  fitted: Transform,
): Transform {
  const scale = Math.min(Math.max(t.scale * factor, fitted.scale * ZOOM_MIN), fitted.scale * ZOOM_MAX);
  const applied = scale / t.scale;
  return { scale, x: focus.x - (focus.x - t.x) * applied, y: focus.y - (focus.y - t.y) * applied };
}

/**
 * Keeps zoomed content covering the viewport (no pan past its edges); content smaller than the
 * viewport along an axis is centred on that axis.
 */
export function clampPan(t: Transform, content: Size, viewport: Size): Transform {
  const axis = (offset: number, length: number, room: number) => {
    const drawn = length * t.scale;
    if (drawn <= room) return (room - drawn) / 2;
    return Math.min(0, Math.max(room - drawn, offset));
  };
  return {
    scale: t.scale,
    x: axis(t.x, content.width, viewport.width),
    y: axis(t.y, content.height, viewport.height),
  };
}

/** True once the content is zoomed past its fitted size (swipes then pan instead of turning). */
export function isZoomed(t: Transform, fitted: Transform): boolean {
  return t.scale > fitted.scale * 1.01;
}

/**
 * Whether the reader zoomed past what it shows by itself (`base`: the fitted page, or the panel
 * in guided view). Only then does a one-finger drag pan and a double tap zoom back out: a panel
 * filling the screen is bigger than the fitted page, yet a swipe over it must still step.
 */
export function isZoomedIn(zoom: Transform | null, base: Transform): boolean {
  return zoom !== null && isZoomed(zoom, base);
}

/**
 * A wheel step's result: null (the reader's own fit, which follows resizes and guided steps)
 * once the scale is back at `base`, else the zoomed transform.
 */
export function settleZoom(next: Transform, base: Transform): Transform | null {
  return Math.abs(next.scale / base.scale - 1) < 0.01 ? null : next;
}

export function transformCss(t: Transform): string {
  return `translate(${round(t.x)}px, ${round(t.y)}px) scale(${t.scale.toFixed(5)})`;
}

const round = (value: number) => Math.round(value * 100) / 100;
