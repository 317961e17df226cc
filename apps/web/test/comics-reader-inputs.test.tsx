import type { ComicBook, ComicPageImage, ComicPanel } from '@fanverse/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useStageGestures,
  type StageGestureHandlers,
} from '../src/features/comics/reader/hooks/use-stage-gestures';
import { swipeAction, tapAction } from '../src/features/comics/reader/logic/reader-keys';
import {
  DEFAULT_SETTINGS,
  readSettings,
  SETTINGS_KEY,
  writeSettings,
  type ReaderSettings,
} from '../src/features/comics/reader/logic/reader-settings';
import { buildViews, viewOfPage } from '../src/features/comics/reader/logic/spreads';
import {
  clampPan,
  fitContent,
  isZoomedIn,
  settleZoom,
  zoomAt,
  ZOOM_MAX,
  ZOOM_MIN,
} from '../src/features/comics/reader/logic/transform';
import { ReaderView } from '../src/features/comics/reader/ReaderView';
import { apiClient } from '../src/lib/api-client';
import { makeBook } from './comics-fixtures';
import { renderRoute } from './fake-client';

/**
 * The reader's touch, mouse and remaining keyboard inputs (issue 17): gesture recognition on the
 * stage (swipe, edge taps, double tap, pinch, wheel), `g` and `f`, spread pairing and settings
 * remembered per reader. jsdom has no layout and no PointerEvent: every element measures as a
 * 390×700 phone stage, and pointer events are mouse events carrying a pointer id and type.
 */

const STAGE = { width: 390, height: 700 };

function pointer(type: string, x: number, y: number, id = 1, pointerType = 'touch'): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: id });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

function wheel(target: Element, deltaY: number, x = 195, y = 350) {
  const event = new WheelEvent('wheel', {
    deltaY,
    deltaMode: 0,
    clientX: x,
    clientY: y,
    bubbles: true,
    cancelable: true,
  });
  act(() => void target.dispatchEvent(event));
  return event;
}

/** A one-finger stroke from one point to another, in a few moves. */
function stroke(target: Element, from: [number, number], to: [number, number], id = 1) {
  act(() => {
    target.dispatchEvent(pointer('pointerdown', from[0], from[1], id));
    for (const step of [0.33, 0.66, 1])
      target.dispatchEvent(
        pointer('pointermove', from[0] + (to[0] - from[0]) * step, from[1] + (to[1] - from[1]) * step, id),
      );
    target.dispatchEvent(pointer('pointerup', to[0], to[1], id));
  });
}

const tap = (target: Element, x: number, y = 350, id = 1) => stroke(target, [x, y], [x, y], id);

/** Two fingers moving apart (or together) around the stage centre, from `from` to `to` pixels apart. */
function pinch(target: Element, from: number, to: number) {
  const [cx, cy] = [195, 350];
  act(() => {
    target.dispatchEvent(pointer('pointerdown', cx - from / 2, cy, 1));
    target.dispatchEvent(pointer('pointerdown', cx + from / 2, cy, 2));
    for (const step of [0.25, 0.5, 0.75, 1]) {
      const gap = from + (to - from) * step;
      target.dispatchEvent(pointer('pointermove', cx - gap / 2, cy, 1));
      target.dispatchEvent(pointer('pointermove', cx + gap / 2, cy, 2));
    }
    target.dispatchEvent(pointer('pointerup', cx - to / 2, cy, 1));
    target.dispatchEvent(pointer('pointerup', cx + to / 2, cy, 2));
  });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: STAGE.width,
    bottom: STAGE.height,
    width: STAGE.width,
    height: STAGE.height,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function GestureHarness({ handlers }: { handlers: StageGestureHandlers }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useStageGestures(element, handlers);
  return <div ref={setElement} data-testid="stage" />;
}

function gestureHandlers(zoomed = false) {
  return {
    onTap: vi.fn(),
    onDoubleTap: vi.fn(),
    onSwipe: vi.fn(),
    onPan: vi.fn(),
    onPinch: vi.fn(),
    onWheel: vi.fn(),
    isZoomed: vi.fn(() => zoomed),
    // The middle half waits for a second tap, as the reader's does.
    waitsForDoubleTap: vi.fn((x: number, width: number) => x / width >= 0.25 && x / width <= 0.75),
  } satisfies StageGestureHandlers;
}

describe('stage gesture recognition', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));

  it('reports a horizontal stroke as a swipe, and a short one as a tap', () => {
    const handlers = gestureHandlers();
    render(<GestureHarness handlers={handlers} />);
    const stage = screen.getByTestId('stage');
    stroke(stage, [300, 350], [100, 360]);
    expect(handlers.onSwipe).toHaveBeenCalledWith(-200, 10);
    expect(handlers.onPan).not.toHaveBeenCalled();
    tap(stage, 380);
    // The right edge acts at once, without waiting for a double tap.
    expect(handlers.onTap).toHaveBeenCalledWith(380, 350, STAGE.width);
  });

  it('pans instead of swiping while zoomed in', () => {
    const handlers = gestureHandlers(true);
    render(<GestureHarness handlers={handlers} />);
    stroke(screen.getByTestId('stage'), [300, 350], [100, 350]);
    expect(handlers.onSwipe).not.toHaveBeenCalled();
    expect(handlers.onPan).toHaveBeenCalled();
    const panned = handlers.onPan.mock.calls.reduce((sum, [dx]) => sum + dx, 0);
    // The content follows the finger all the way (the first move past the slop included).
    expect(panned).toBeCloseTo(-200, 5);
  });

  it('tells a double tap in the middle from a single one, which waits for it', () => {
    const handlers = gestureHandlers();
    render(<GestureHarness handlers={handlers} />);
    const stage = screen.getByTestId('stage');
    tap(stage, 195);
    act(() => vi.advanceTimersByTime(100));
    tap(stage, 197);
    expect(handlers.onDoubleTap).toHaveBeenCalledWith(197, 350);
    act(() => vi.advanceTimersByTime(1000));
    expect(handlers.onTap).not.toHaveBeenCalled();

    // Two taps too far apart in time are two single taps.
    tap(stage, 195);
    act(() => vi.advanceTimersByTime(400));
    expect(handlers.onTap).toHaveBeenCalledTimes(1);
    tap(stage, 195);
    act(() => vi.advanceTimersByTime(400));
    expect(handlers.onTap).toHaveBeenCalledTimes(2);
    expect(handlers.onDoubleTap).toHaveBeenCalledTimes(1);
  });

  it('does not take a long press for a tap', () => {
    const handlers = gestureHandlers();
    render(<GestureHarness handlers={handlers} />);
    const stage = screen.getByTestId('stage');
    act(() => void stage.dispatchEvent(pointer('pointerdown', 380, 350)));
    act(() => vi.advanceTimersByTime(600));
    act(() => void stage.dispatchEvent(pointer('pointerup', 380, 350)));
    expect(handlers.onTap).not.toHaveBeenCalled();
  });

  it('reports two fingers as a pinch by the change of their distance, never as a swipe or tap', () => {
    const handlers = gestureHandlers();
    render(<GestureHarness handlers={handlers} />);
    pinch(screen.getByTestId('stage'), 100, 200);
    const total = handlers.onPinch.mock.calls.reduce((product, [factor]) => product * factor, 1);
    expect(total).toBeCloseTo(2, 5);
    expect(handlers.onSwipe).not.toHaveBeenCalled();
    expect(handlers.onTap).not.toHaveBeenCalled();
    expect(handlers.onDoubleTap).not.toHaveBeenCalled();
  });

  it('turns the wheel into a zoom factor at the pointer: up zooms in, down out', () => {
    const handlers = gestureHandlers();
    render(<GestureHarness handlers={handlers} />);
    const stage = screen.getByTestId('stage');
    const event = wheel(stage, -100, 120, 240);
    expect(event.defaultPrevented).toBe(true);
    const [factor, x, y] = handlers.onWheel.mock.calls[0]!;
    expect(factor).toBeGreaterThan(1);
    expect([x, y]).toEqual([120, 240]);
    wheel(stage, 100);
    expect(handlers.onWheel.mock.calls[1]![0]).toBeCloseTo(1 / factor, 5);
  });

  it('leaves presses on the stage’s buttons to the buttons', () => {
    const handlers = gestureHandlers();
    render(<GestureHarness handlers={handlers} />);
    const button = document.createElement('button');
    screen.getByTestId('stage').append(button);
    tap(button, 380);
    expect(handlers.onTap).not.toHaveBeenCalled();
  });
});

describe('swipe and tap directions', () => {
  it('turns forward on a swipe to the left in LTR and to the right in RTL', () => {
    expect(swipeAction(-120, 5, 'ltr')).toBe('next');
    expect(swipeAction(120, 5, 'ltr')).toBe('prev');
    expect(swipeAction(-120, 5, 'rtl')).toBe('prev');
    expect(swipeAction(120, 5, 'rtl')).toBe('next');
    // A diagonal stroke mostly downwards is a scroll attempt, not a turn.
    expect(swipeAction(-60, 80, 'ltr')).toBeNull();
  });

  it('splits a phone-wide stage into edge zones and a middle', () => {
    expect(tapAction(20, 390, 'ltr')).toBe('prev');
    expect(tapAction(370, 390, 'ltr')).toBe('next');
    expect(tapAction(195, 390, 'ltr')).toBe('toggle');
    expect(tapAction(20, 390, 'rtl')).toBe('next');
    expect(tapAction(370, 390, 'rtl')).toBe('prev');
  });
});

describe('zoom bounds', () => {
  const page = { width: 1073, height: 1650 };
  const fitted = fitContent(page, STAGE);

  it('holds pinch and wheel zoom between the fitted size and ZOOM_MAX times it', () => {
    let t = fitted;
    for (let i = 0; i < 40; i += 1) t = zoomAt(t, 1.3, { x: 195, y: 350 }, fitted);
    expect(t.scale).toBeCloseTo(fitted.scale * ZOOM_MAX, 10);
    for (let i = 0; i < 40; i += 1) t = zoomAt(t, 0.7, { x: 195, y: 350 }, fitted);
    expect(t.scale).toBeCloseTo(fitted.scale * ZOOM_MIN, 10);
  });

  it('settles a wheel back at the fit to no zoom, so resizes and steps fit again', () => {
    const zoomed = clampPan(zoomAt(fitted, 1.5, { x: 100, y: 100 }, fitted), page, STAGE);
    expect(settleZoom(zoomed, fitted)).toEqual(zoomed);
    const back = clampPan(zoomAt(zoomed, 0.1, { x: 100, y: 100 }, fitted), page, STAGE);
    expect(settleZoom(back, fitted)).toBeNull();
  });

  it('counts as zoomed in only past what the reader shows by itself (a guided panel is not)', () => {
    const panel = { scale: fitted.scale * 2, x: -100, y: -50 };
    expect(isZoomedIn(null, panel)).toBe(false);
    expect(isZoomedIn(panel, panel)).toBe(false);
    expect(isZoomedIn({ ...panel, scale: panel.scale * 1.5 }, panel)).toBe(true);
    expect(isZoomedIn(fitted, panel)).toBe(false);
  });
});

describe('double-page spreads', () => {
  const tall = { width: 1000, height: 1500 };
  const wide = { width: 2000, height: 1500 };

  it('shows the cover alone, pairs the inner pages, and a wide page alone', () => {
    const views = buildViews([tall, tall, tall, wide, tall, tall, tall], 'double');
    expect(views).toEqual([[0], [1, 2], [3], [4, 5], [6]]);
    expect(viewOfPage(views, 5)).toBe(3);
  });

  it('shifts every pair by one page with the offset switch', () => {
    expect(buildViews([tall, tall, tall, tall, tall], 'double', true)).toEqual([[0], [1], [2, 3], [4]]);
    expect(buildViews([tall, tall, tall, tall, tall], 'double', false)).toEqual([[0], [1, 2], [3, 4]]);
  });
});

describe('settings remembered per reader', () => {
  it('keeps each reader’s settings apart in this browser', () => {
    const double: ReaderSettings = { ...DEFAULT_SETTINGS, mode: 'double', offset: true };
    writeSettings('user-a', double);
    writeSettings('anon', { ...DEFAULT_SETTINGS, mode: 'vertical' });
    expect(readSettings('user-a')).toEqual(double);
    expect(readSettings('anon').mode).toBe('vertical');
    expect(readSettings('user-b')).toEqual(DEFAULT_SETTINGS);
    expect(Object.keys(JSON.parse(localStorage.getItem(SETTINGS_KEY)!) as object).sort()).toEqual([
      'anon',
      'user-a',
    ]);
  });
});

// ---- The reader itself: gestures, wheel, `g`, `f` and spreads on a phone-sized stage. ----

const PANELS: ComicPanel[] = [
  { start_x: 40, start_y: 40, size_x: 993, size_y: 500, mask_color: '#101018' },
  { start_x: 40, start_y: 580, size_x: 480, size_y: 1030, mask_color: '#101018' },
];

function pageImage(pageNumber: number, size = { width: 1073, height: 1650 }): ComicPageImage {
  return {
    page_number: pageNumber,
    ...size,
    panels: PANELS,
    signed_url: `/pages/${pageNumber}.webp?sig=1`,
    thumbnail_url: `/pages/${pageNumber}-thumb.webp?sig=1`,
  };
}

function renderView({
  book = makeBook({ pages: [], num_pages: 6 }),
  images = Array.from({ length: 6 }, (_, index) => pageImage(index + 1)),
  settings = DEFAULT_SETTINGS,
}: { book?: ComicBook; images?: ComicPageImage[]; settings?: ReaderSettings } = {}) {
  vi.spyOn(apiClient.comics, 'logComic').mockResolvedValue({ accepted: 1 });
  vi.spyOn(apiClient.comics, 'getSeriesBooks').mockResolvedValue({
    count: 1,
    num_pages: 1,
    page: 1,
    page_size: 20,
    values: [book],
    links: { next: null, prev: null, url: '' },
  });
  const onSettings = vi.fn();
  const onClose = vi.fn();
  renderRoute(
    <ReaderView
      book={book}
      images={images}
      settings={settings}
      onSettings={onSettings}
      hdHeldBack={false}
      start={null}
      reader="user-a"
      onClose={onClose}
    />,
    { path: '/comics/read/x' },
  );
  return { onSettings, onClose };
}

const stage = () => screen.getByTestId('reader-page');
const shownPage = () => stage().getAttribute('data-page');
const scale = () =>
  Number(screen.getByTestId('reader-content').getAttribute('data-transform')!.split(' ')[0]);
const press = (key: string) => fireEvent.keyDown(window, { key });

describe('the reader’s touch and mouse inputs', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));

  it('turns pages by swipe and edge taps, left to right', () => {
    renderView();
    stroke(stage(), [300, 350], [80, 350]);
    expect(shownPage()).toBe('2');
    tap(stage(), 380);
    expect(shownPage()).toBe('3');
    stroke(stage(), [80, 350], [300, 350]);
    expect(shownPage()).toBe('2');
    tap(stage(), 10);
    expect(shownPage()).toBe('1');
  });

  it('turns pages by swipe and edge taps the other way in a right-to-left book', () => {
    renderView({ book: makeBook({ pages: [], num_pages: 6, reading_direction: 'rtl' }) });
    stroke(stage(), [80, 350], [300, 350]);
    expect(shownPage()).toBe('2');
    tap(stage(), 10);
    expect(shownPage()).toBe('3');
    tap(stage(), 380);
    expect(shownPage()).toBe('2');
  });

  it('zooms in on a double tap, pans instead of turning while zoomed, and a double tap zooms back', () => {
    renderView();
    const fitted = scale();
    tap(stage(), 195);
    act(() => vi.advanceTimersByTime(50));
    tap(stage(), 195);
    expect(scale()).toBeCloseTo(fitted * 2.5, 5);
    act(() => vi.advanceTimersByTime(500));
    const before = screen.getByTestId('reader-content').getAttribute('data-transform');
    stroke(stage(), [300, 350], [150, 350]);
    expect(shownPage()).toBe('1');
    expect(screen.getByTestId('reader-content').getAttribute('data-transform')).not.toBe(before);
    tap(stage(), 195);
    act(() => vi.advanceTimersByTime(50));
    tap(stage(), 195);
    expect(scale()).toBeCloseTo(fitted, 5);
    act(() => vi.advanceTimersByTime(500));
    stroke(stage(), [300, 350], [80, 350]);
    expect(shownPage()).toBe('2');
  });

  it('holds a pinch between the fitted size and five times it', () => {
    renderView();
    const fitted = scale();
    pinch(stage(), 100, 200);
    expect(scale()).toBeCloseTo(fitted * 2, 3);
    pinch(stage(), 50, 300);
    expect(scale()).toBeCloseTo(fitted * ZOOM_MAX, 5);
    pinch(stage(), 300, 10);
    expect(scale()).toBeCloseTo(fitted, 5);
  });

  it('zooms with the mouse wheel and back to the fit', () => {
    renderView();
    const fitted = scale();
    wheel(stage(), -200);
    expect(scale()).toBeGreaterThan(fitted);
    for (let i = 0; i < 10; i += 1) wheel(stage(), 300);
    expect(scale()).toBeCloseTo(fitted, 5);
    expect(shownPage()).toBe('1');
  });

  it('steps panels by swipe in guided view, and a middle tap shows the whole page', () => {
    renderView();
    press('v');
    expect(stage().getAttribute('data-panel')).toBe('1');
    stroke(stage(), [300, 350], [80, 350]);
    expect(stage().getAttribute('data-panel')).toBe('2');
    tap(stage(), 10);
    expect(stage().getAttribute('data-panel')).toBe('1');
    tap(stage(), 195);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByTestId('guided-window')).toBeNull();
    expect(screen.getByTestId('reader-announcer').textContent).toBe('Page 1 of 6');
  });
});

describe('the reader’s g and f keys, and spreads', () => {
  it('opens go-to-page with g and goes there; a page out of range is refused', () => {
    renderView();
    press('g');
    const field = screen.getByRole('spinbutton');
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByRole('alert').textContent).toMatch(/1.*6/);
    expect(shownPage()).toBe('1');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.submit(field.closest('form')!);
    expect(shownPage()).toBe('5');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('toggles full screen on the reader with f', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    // The element it was called on is checked below (mock.contexts); the reader is the only one.
    const request = vi.fn(function (this: Element) {
      current = document.querySelector('[data-testid="comic-reader"]');
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    try {
      renderView();
      act(() => press('f'));
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.contexts[0]).toBe(screen.getByTestId('comic-reader'));
      expect(screen.getByRole('button', { name: 'Full screen' }).getAttribute('aria-pressed')).toBe('true');
      act(() => press('F'));
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'])
        Reflect.deleteProperty(document, key);
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    }
  });

  it('shows spreads in double-page mode: the cover alone, pairs, a wide page alone', () => {
    const images = [
      pageImage(1),
      pageImage(2),
      pageImage(3),
      pageImage(4, { width: 2146, height: 1650 }),
      pageImage(5),
      pageImage(6),
    ];
    renderView({ images, settings: { ...DEFAULT_SETTINGS, mode: 'double' } });
    const shown = () => stage().getAttribute('data-pages');
    expect(shown()).toBe('1');
    press('ArrowRight');
    expect(shown()).toBe('2,3');
    expect(screen.getByTestId('reader-position').textContent).toBe('Pages 2–3 of 6');
    press('ArrowRight');
    expect(shown()).toBe('4');
    press('ArrowRight');
    expect(shown()).toBe('5,6');
  });

  it('shifts the pairs with the offset switch', () => {
    renderView({ settings: { ...DEFAULT_SETTINGS, mode: 'double', offset: true } });
    press('ArrowRight');
    expect(stage().getAttribute('data-pages')).toBe('2');
    press('ArrowRight');
    expect(stage().getAttribute('data-pages')).toBe('3,4');
  });

  it('scrolls the continuous strip with the up and down arrows from the reader’s own focus', () => {
    // jsdom has no scrolling: the strip's scrollBy is watched instead.
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    try {
      renderView({ settings: { ...DEFAULT_SETTINGS, mode: 'vertical' } });
      expect(screen.getByTestId('comic-reader').getAttribute('data-mode')).toBe('vertical');
      press('ArrowDown');
      press('ArrowUp');
      expect(scrollBy.mock.calls.map(([options]) => options as unknown)).toEqual([{ top: 40 }, { top: -40 }]);
      expect(scrollBy.mock.contexts.every((element) => element === stage())).toBe(true);
      // With focus in the strip the browser scrolls it itself.
      stage().focus();
      press('ArrowDown');
      expect(scrollBy).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    }
  });

  it('hands every settings change to be remembered', () => {
    const { onSettings } = renderView();
    fireEvent.click(screen.getByTestId('reader-settings-toggle'));
    fireEvent.change(screen.getByTestId('reader-mode'), { target: { value: 'double' } });
    expect(onSettings).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, mode: 'double' });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onSettings).toHaveBeenLastCalledWith({ ...DEFAULT_SETTINGS, offset: true });
  });
});
