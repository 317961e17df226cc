// `npx tsx bench/startup-cost.ts [--dist label=folder ...] [--runs N] [--pages /,/series/1/ember-harbor]`
//
// How much work the browser does to start the web app, under Lighthouse's mobile CPU throttling
// (4x), per page: script time, long tasks and a TBT-like sum, the main thread's other work, which
// chunks and which libraries took the CPU (a sampled profile, mapped through the build's source
// maps), and which contract source lines ran at start (precise coverage, mapped the same way).
//
// Each `--dist` is a built apps/web/dist, its dist-ssr beside it (default: a copy of both taken
// at start, so a build by someone else cannot change files under the running server). Each gets
// its own server, and runs alternate between them page by page, so two builds (before, after)
// are compared in one run on the same machine state. Figures are medians over `--runs` (default 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { TraceMap, originalPositionFor, eachMapping } from '@jridgewell/trace-mapping';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { median } from './lib/load';
import { freePort, ourServerArgs, startProcess, stopProcess } from './lib/processes';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Lighthouse's mobile preset: a Moto G Power class phone, CPU throttled 4x. */
const CPU_RATE = 4;
const VIEWPORT = { width: 412, height: 823 };
/** After the network is idle, how long the page must stay quiet before its figures are read. */
const SETTLE_MS = 1500;
const LAUNCH_ARGS = [...CHROMIUM_FLAGS, '--disable-quic', '--no-first-run'];

interface Options {
  dists: { label: string; dir: string }[];
  runs: number;
  pages: string[];
}

function parseArgs(argv: string[]): Options {
  const dists: Options['dists'] = [];
  let runs = 3;
  let pages = ['/', '/series/1/ember-harbor'];
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--dist' && value) {
      const eq = value.indexOf('=');
      dists.push(
        eq > 0
          ? { label: value.slice(0, eq), dir: path.resolve(value.slice(eq + 1)) }
          : { label: path.basename(value), dir: path.resolve(value) },
      );
      i++;
    } else if (flag === '--runs' && value) {
      runs = Number(value);
      i++;
    } else if (flag === '--pages' && value) {
      pages = value.split(',');
      i++;
    } else throw new Error(`unknown argument ${flag}`);
  }
  if (dists.length === 0) dists.push({ label: 'current', dir: snapshotDist() });
  for (const { dir } of dists) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not a web build`);
  }
  return { dists, runs, pages };
}

/**
 * A copy of apps/web/dist: the server and the source maps read the same files for the whole run.
 * The server-rendering bundle (apps/web/dist-ssr) is read beside the web build, so it is copied
 * beside it too.
 */
function snapshotDist(): string {
  const web = path.join(root, 'apps/web');
  if (!fs.existsSync(path.join(web, 'dist/index.html'))) throw new Error('run `npm run build` first');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-startup-web-'));
  for (const folder of ['dist', 'dist-ssr']) {
    const from = path.join(web, folder);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(copy, folder), { recursive: true });
  }
  return path.join(copy, 'dist');
}

async function startServer(distDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = await startProcess(path.join(root, 'node_modules/.bin/tsx'), ourServerArgs(root), {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fv-startup-data-')),
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      // No demo videos: encoding them in the background would compete with the measurement.
      DEMO_MEDIA: 'off',
      RATE_LIMIT_MAX: '100000',
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

// --- one page load --------------------------------------------------------------------------

interface LoadFigures {
  /** Performance.getMetrics: seconds of script execution, layout, style, all tasks (ms here). */
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Sum over long tasks of (duration - 50 ms): Total Blocking Time without the FCP/TTI window. */
  tbtMs: number;
  fcpMs: number;
}

/** Records long tasks from the very start of the document (before any of its scripts run). */
const LONG_TASK_OBSERVER = `
  window.__fvLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__fvLongTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

async function openPage(
  browser: Browser,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  // A fresh context per load: a first visit, nothing cached.
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    extraHTTPHeaders: { 'x-country-code': 'US' },
  });
  await context.addInitScript(LONG_TASK_OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return { page, cdp, close: () => context.close() };
}

async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

async function timedLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const { page, cdp, close } = await openPage(browser);
  try {
    await cdp.send('Performance.enable');
    await settle(page, url);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (globalThis as unknown as { __fvLongTasks: number[] }).__fvLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      scriptMs: metric('ScriptDuration'),
      layoutMs: metric('LayoutDuration'),
      styleMs: metric('RecalcStyleDuration'),
      taskMs: metric('TaskDuration'),
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks),
      tbtMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      fcpMs: fcp,
    };
  } finally {
    await close();
  }
}

// --- profile and coverage -------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Coverage {
  url: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

interface ProfileFigures {
  /** Self time (ms) by chunk name (hash removed) and by the library or package its code came from. */
  byChunk: Record<string, number>;
  byOrigin: Record<string, number>;
  zod: { buildMs: number; parseMs: number };
  /** Contract source lines that ran during start, by file; and the lines each file has in all. */
  contractLines: Record<string, { ran: number; mapped: number }>;
}

const chunkName = (url: string) => {
  const file = url.slice(url.lastIndexOf('/') + 1);
  return file.replace(/-[\w-]{8}\.js$/, '.js') || url;
};

/** Which library or package a source path belongs to: `zod`, `react-dom`, `contract`, `web`, ... */
function origin(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const [scope = '', name = ''] = rest;
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const pkg = /packages\/(\w+)\/src\//.exec(source);
  if (pkg) return `@fanverse/${pkg[1]}`;
  if (source.includes('apps/web/src/')) return 'apps/web';
  return source;
}

/** Source maps of the build's chunks, read from the same folder the server serves. */
class Maps {
  private readonly cache = new Map<string, { map: TraceMap; code: string } | null>();
  constructor(private readonly distDir: string) {}

  get(url: string): { map: TraceMap; code: string } | null {
    if (!this.cache.has(url)) {
      const file = path.join(this.distDir, new URL(url).pathname);
      const found = file.endsWith('.js') && fs.existsSync(`${file}.map`);
      this.cache.set(
        url,
        found
          ? {
              map: new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')),
              code: fs.readFileSync(file, 'utf8'),
            }
          : null,
      );
    }
    return this.cache.get(url) ?? null;
  }
}

function selfTimes(profile: Profile, maps: Maps): Omit<ProfileFigures, 'contractLines'> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byChunk: Record<string, number> = {};
  const byOrigin: Record<string, number> = {};
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const chunk = url ? chunkName(url) : `(${functionName || 'native'})`;
    byChunk[chunk] = (byChunk[chunk] ?? 0) + ms;
    // The function's own position maps to the module it was written in (minified chunks are one
    // line, so sampled line numbers say nothing; function starts do).
    // A chunk's own top-level code (every module's import-time statements, scope-hoisted into
    // one function at the chunk's start) is named apart: its start maps to one module only.
    const topLevel = url && lineNumber === 0 && columnNumber === 0;
    const mapped = url && !topLevel ? maps.get(url) : null;
    const source = mapped
      ? originalPositionFor(mapped.map, { line: lineNumber + 1, column: columnNumber }).source
      : null;
    const key = topLevel ? `${chunk} top level` : source ? origin(source) : chunk;
    byOrigin[key] = (byOrigin[key] ?? 0) + ms;
  }
  return { byChunk, byOrigin, zod: zodSplit(profile, maps) };
}

/**
 * Time spent inside zod (inclusive), split by why: checking a reply (a client frame of
 * read-reply.ts is on the stack) or anything else, which at start is building schemas.
 */
function zodSplit(profile: Profile, maps: Maps): ProfileFigures['zod'] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sourceOf = new Map<number, string>();
  const source = (node: ProfileNode) => {
    if (!sourceOf.has(node.id)) {
      const { url, lineNumber, columnNumber } = node.callFrame;
      const mapped = url ? maps.get(url) : null;
      sourceOf.set(
        node.id,
        (mapped && originalPositionFor(mapped.map, { line: lineNumber + 1, column: columnNumber }).source) ||
          '',
      );
    }
    return sourceOf.get(node.id)!;
  };
  const out = { buildMs: 0, parseMs: 0 };
  profile.samples.forEach((id, i) => {
    let inZod = false;
    let parsing = false;
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const src = source(byId.get(n)!);
      if (src.includes('node_modules/zod/')) inZod = true;
      if (src.includes('packages/client/src/http/read-reply.ts')) parsing = true;
    }
    if (inZod) out[parsing ? 'parseMs' : 'buildMs'] += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return out;
}

/** Offsets of each line's start in `code`, to turn a (line, column) of a source map into an offset. */
function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/**
 * Contract lines that ran: every mapped position of a contract file whose innermost covering
 * range (block coverage nests function and block ranges) has a count above zero.
 */
function contractCoverage(coverage: Coverage[], maps: Maps): ProfileFigures['contractLines'] {
  const ran = new Map<string, Set<number>>();
  const mapped = new Map<string, Set<number>>();
  for (const script of coverage) {
    const sourceMap = script.url.startsWith('http') ? maps.get(script.url) : null;
    if (!sourceMap) continue;
    const ranges = script.functions
      .flatMap((f) => f.ranges)
      .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    const starts = lineStarts(sourceMap.code);
    const countAt = (offset: number) => {
      // The innermost range is the last one, in start order, that still contains the offset.
      let count = 0;
      for (const r of ranges) {
        if (r.startOffset > offset) break;
        if (offset < r.endOffset) count = r.count;
      }
      return count;
    };
    eachMapping(sourceMap.map, (m) => {
      if (!m.source || !/packages\/contract\/src\//.test(m.source) || m.originalLine == null) return;
      const file = m.source.slice(
        m.source.indexOf('packages/contract/src/') + 'packages/contract/src/'.length,
      );
      const line = m.originalLine;
      if (!mapped.has(file)) mapped.set(file, new Set());
      mapped.get(file)!.add(line);
      if (countAt((starts[m.generatedLine - 1] ?? 0) + m.generatedColumn) > 0) {
        if (!ran.has(file)) ran.set(file, new Set());
        ran.get(file)!.add(line);
      }
    });
  }
  return Object.fromEntries(
    [...mapped].map(([file, lines]) => [file, { ran: ran.get(file)?.size ?? 0, mapped: lines.size }]),
  );
}

async function profiledLoad(browser: Browser, url: string, maps: Maps): Promise<ProfileFigures> {
  const { page, cdp, close } = await openPage(browser);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    await cdp.send('Profiler.start');
    await settle(page, url);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as { result: Coverage[] };
    return { ...selfTimes(profile, maps), contractLines: contractCoverage(result, maps) };
  } finally {
    await close();
  }
}

// --- report -------------------------------------------------------------------------------

const fmt = (ms: number) => ms.toFixed(0).padStart(7);

function medianOf<T>(rows: T[], pick: (row: T) => number): number {
  return median(rows.map(pick));
}

/** Median per key over runs (a key missing from a run counts as 0 there). */
function medianRecord(records: Record<string, number>[]): Record<string, number> {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
}

function printTimings(label: string, page: string, rows: LoadFigures[]) {
  const cols: [string, (r: LoadFigures) => number][] = [
    ['script', (r) => r.scriptMs],
    ['style', (r) => r.styleMs],
    ['layout', (r) => r.layoutMs],
    ['tasks', (r) => r.taskMs],
    ['long#', (r) => r.longTasks],
    ['longest', (r) => r.longestTaskMs],
    ['TBT~', (r) => r.tbtMs],
    ['FCP', (r) => r.fcpMs],
  ];
  const runs = cols.map(([, pick]) =>
    rows
      .map(pick)
      .map((v) => v.toFixed(0))
      .join('/'),
  );
  console.log(
    `${label.padEnd(10)} ${page.padEnd(26)}` + cols.map(([, pick]) => fmt(medianOf(rows, pick))).join(''),
  );
  console.log(`${''.padEnd(37)}runs: ${cols.map(([name], i) => `${name} ${runs[i]}`).join(', ')}`);
}

function printTop(title: string, record: Record<string, number>, top = 10) {
  const rows = Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  console.log(`  ${title}: ${rows.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
}

function printContract(lines: ProfileFigures['contractLines'][]) {
  const files = [...new Set(lines.flatMap((l) => Object.keys(l)))].sort();
  const ran = files.map(
    (f) => [f, median(lines.map((l) => l[f]?.ran ?? 0)), lines[0]?.[f]?.mapped ?? 0] as const,
  );
  const total = ran.reduce((s, [, r]) => s + r, 0);
  const all = ran.reduce((s, [, , m]) => s + m, 0);
  console.log(`  contract lines run at start: ${total} of ${all} mapped, in ${files.length} files loaded`);
  const ranFiles = ran.filter(([, r]) => r > 0).map(([f, r, m]) => `${f} ${r}/${m}`);
  console.log(`  contract files with code run: ${ranFiles.join(', ') || 'none'}`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const servers: { label: string; base: string; child: ChildProcess; maps: Maps }[] = [];
  let browser: Browser | undefined;
  try {
    for (const dist of opts.dists) {
      const { base, child } = await startServer(dist.dir);
      servers.push({ label: dist.label, base, child, maps: new Maps(dist.dir) });
      console.error(`${dist.label}: ${dist.dir} served at ${base}`);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
    // One unmeasured load per server and page: the server's caches and the OS file cache warm.
    for (const page of opts.pages) for (const s of servers) await timedLoad(browser, s.base + page);

    const timings = new Map<string, LoadFigures[]>();
    const profiles = new Map<string, ProfileFigures[]>();
    const key = (label: string, page: string) => `${label} ${page}`;
    // Alternating builds and pages run by run, so drift on a shared machine hits each alike.
    for (let run = 0; run < opts.runs; run++) {
      for (const page of opts.pages) {
        for (const s of servers) {
          const k = key(s.label, page);
          timings.set(k, [...(timings.get(k) ?? []), await timedLoad(browser, s.base + page)]);
          // Profiling and coverage slow the page down: measured in their own loads.
          profiles.set(k, [...(profiles.get(k) ?? []), await profiledLoad(browser, s.base + page, s.maps)]);
        }
      }
      console.error(`run ${run + 1} of ${opts.runs} done`);
    }

    console.log(
      `\nStart-up cost, CPU throttled ${CPU_RATE}x, median of ${opts.runs} runs (ms; Chrome's Performance.getMetrics, long tasks)`,
    );
    console.log(
      `${'build'.padEnd(10)} ${'page'.padEnd(26)}` +
        ['script', 'style', 'layout', 'tasks', 'long#', 'longest', 'TBT~', 'FCP']
          .map((h) => h.padStart(7))
          .join(''),
    );
    for (const page of opts.pages)
      for (const s of servers) printTimings(s.label, page, timings.get(key(s.label, page))!);

    console.log(
      `\nWhere the CPU went (sampled profile, self time in ms, median of ${opts.runs} profiled loads)`,
    );
    for (const page of opts.pages) {
      for (const s of servers) {
        const rows = profiles.get(key(s.label, page))!;
        console.log(`${s.label} ${page}`);
        printTop('by chunk', medianRecord(rows.map((r) => r.byChunk)));
        printTop('by origin', medianRecord(rows.map((r) => r.byOrigin)));
        const build = median(rows.map((r) => r.zod.buildMs));
        const parse = median(rows.map((r) => r.zod.parseMs));
        console.log(
          `  in zod (inclusive): ${build.toFixed(0)} ms outside reply checks (schema building), ${parse.toFixed(0)} ms checking replies`,
        );
        printContract(rows.map((r) => r.contractLines));
      }
    }
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => stopProcess(s.child)));
  }
}

await main();
