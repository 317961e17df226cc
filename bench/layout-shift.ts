// `npx tsx bench/layout-shift.ts <baseUrl> [path ...]`: cumulative layout shift of the public
// pages in Debian's Chromium, at a phone and a desktop width, with the CPU throttled 4× (as
// Lighthouse's mobile preset does), and the elements that moved most.
//
// Without paths, the pages are taken from the server's own replies (the `url` fields of the
// homepage feed): home, browse, a series, one of its seasons, an episode, a clip, a collection
// and a CMS page. Each load gets a fresh browser context (cold cache, no cookies), so every run
// is a first visit. Environment: CHROMIUM_PATH, LAYOUT_SHIFT_RUNS (loads per page and width,
// default 1; the worst is printed), LAYOUT_SHIFT_SETTLE_MS (quiet time after the network is idle,
// default 2000), LAYOUT_SHIFT_CPU (throttling rate, default 4).
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium';

const RUNS = Number(process.env.LAYOUT_SHIFT_RUNS ?? 1);
const SETTLE_MS = Number(process.env.LAYOUT_SHIFT_SETTLE_MS ?? 2000);
const CPU_RATE = Number(process.env.LAYOUT_SHIFT_CPU ?? 4);
/** How many shifting elements to print per page and width. */
const TOP = 5;

const WIDTHS: Record<string, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};

/** One shift source as the page reports it. */
interface ShiftSource {
  element: string;
  value: number;
  from: string;
  to: string;
}

interface PageShift {
  /** Sum of every shift without recent input (what the brief calls CLS). */
  total: number;
  /** Largest session window (gaps < 1 s, ≤ 5 s long): the CLS Lighthouse and CrUX report. */
  window: number;
  sources: ShiftSource[];
}

/** One `layout-shift` entry as the page's observer keeps it. */
interface ShiftEntry {
  value: number;
  startTime: number;
  sources: ShiftSource[];
}

/**
 * Installed before any page script: records every `layout-shift` entry without recent input,
 * naming each moved element by its tag, id and classes (and its parent's: a bare `li` says
 * little), and where it was and went. Plain JavaScript in a string: tsx would wrap a compiled
 * function's inner functions in a `__name` helper the page does not have.
 */
const OBSERVE_SHIFTS = `(() => {
  const self = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    Array.from(el.classList, (name) => '.' + name).join('');
  const describe = (node) => {
    if (!node) return '(gone)';
    if (!(node instanceof Element)) return node.parentElement ? describe(node.parentElement) + ' > #text' : '#text';
    return node.parentElement ? self(node.parentElement) + ' > ' + self(node) : self(node);
  };
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        // A shift's score is not split per source: each source is credited the whole entry.
        sources: entry.sources.map((source) => ({
          element: describe(source.node),
          value: entry.value,
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

function largestWindow(entries: { value: number; startTime: number }[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const entry of entries) {
    if (entry.startTime - last > 1000 || entry.startTime - start > 5000) {
      current = 0;
      start = entry.startTime;
    }
    current += entry.value;
    last = entry.startTime;
    best = Math.max(best, current);
  }
  return best;
}

async function measure(browser: Browser, url: string, options: BrowserContextOptions): Promise<PageShift> {
  const context = await browser.newContext({ ...options, locale: 'en-US' });
  try {
    await context.addInitScript({ content: OBSERVE_SHIFTS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    // A string, not a function: the bench compiles without the DOM's types.
    const entries = await page.evaluate<ShiftEntry[]>('window.__layoutShifts ?? []');
    const byElement = new Map<string, ShiftSource>();
    for (const source of entries.flatMap((entry) => entry.sources)) {
      const seen = byElement.get(source.element);
      if (seen) seen.value += source.value;
      else byElement.set(source.element, { ...source });
    }
    return {
      total: entries.reduce((sum, entry) => sum + entry.value, 0),
      window: largestWindow(entries),
      sources: [...byElement.values()].sort((a, b) => b.value - a.value).slice(0, TOP),
    };
  } finally {
    await context.close();
  }
}

/** The pages to measure, read from the homepage feed's `url` fields. */
async function discoverPaths(base: string): Promise<string[]> {
  const reply = await fetch(new URL('/api/5/2/homepage/home?withitems=1', base));
  if (!reply.ok) throw new Error(`homepage feed answered ${reply.status}`);
  const urls = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      if ((key === 'url' || key === 'path') && typeof field === 'string' && field.startsWith('/'))
        urls.add(field);
      else walk(field);
    }
  };
  walk(await reply.json());
  const all = [...urls];
  const first = (pattern: RegExp) => all.find((url) => pattern.test(url));
  const series = first(/^\/series\/\d+\/[^/]+$/);
  const picks = [
    '/',
    '/browse',
    series,
    series && `${series}/season/1`,
    first(/^\/series\/\d+\/[^/]+\/episode\/\d+$/),
    first(/^\/clips\/[^/]+$/),
    // The masthead's own collection is rarely visited; a rail's is.
    all.find((url) => /^\/collections\/[^/]+$/.test(url) && url !== '/collections/featured') ??
      first(/^\/collections\//),
    first(/^\/pages\/[^/]+$/),
  ];
  return picks.filter((url): url is string => Boolean(url));
}

async function main() {
  const [base, ...given] = process.argv.slice(2);
  if (!base) {
    console.error('usage: npx tsx bench/layout-shift.ts <baseUrl> [path ...]');
    process.exit(2);
  }
  const paths = given.length > 0 ? given : await discoverPaths(base);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--no-first-run'],
  });
  const rows: string[] = [];
  try {
    for (const path of paths) {
      for (const [width, options] of Object.entries(WIDTHS)) {
        let worst: PageShift | null = null;
        for (let run = 0; run < RUNS; run++) {
          const result = await measure(browser, new URL(path, base).href, options);
          if (!worst || result.total > worst.total) worst = result;
        }
        const { total, window, sources } = worst!;
        const line = `${path.padEnd(48)} ${width.padEnd(7)} CLS ${total.toFixed(3)} (largest window ${window.toFixed(3)})`;
        rows.push(line);
        console.log(line);
        for (const source of sources) {
          console.log(`    ${source.value.toFixed(3)}  ${source.element}  [${source.from} → ${source.to}]`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nsummary (CPU ${CPU_RATE}× slower, worst of ${RUNS} load${RUNS === 1 ? '' : 's'}):`);
  for (const row of rows) console.log(row);
}

await main();
