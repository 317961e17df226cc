import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { median } from './lib/load';
import { freePort, ourServerArgs, startProcess, stopProcess } from './lib/processes';
import { CHROMIUM, runLighthouse, type LighthouseFigures } from './lib/lighthouse-run';
import { initialJs, type InitialJs } from './lib/lighthouse-initial-js';
import {
  buildHelloWorld,
  bytesOnTheWire,
  copyWebBuild,
  HOMEPAGE_FEED,
  pickPages,
} from './lib/lighthouse-pages';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, lcpRatio: 1.5, tbtMs: 200, cls: 0.02 };

type Run = Omit<LighthouseFigures, 'scripts'> & InitialJs;

interface Page {
  name: string;
  url: string;
  runs: Run[];
}

interface Medians {
  performance: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  documentBytes: number;
  routeBytes: number;
}

function medians(page: Page): Medians {
  const of = (pick: (run: Run) => number) => median(page.runs.map(pick));
  return {
    performance: of((r) => r.performance),
    bestPractices: of((r) => r.bestPractices),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    documentBytes: of((r) => r.documentBytes),
    routeBytes: of((r) => r.routeBytes),
  };
}

/**
 * One line in the form of the other benchmarks (bench/lib/load.ts `report`). TBT and CLS of the
 * hello world are 0, so their ratio is `n/a` there and the target is on our own figure.
 */
function line(metric: string, ours: number, baseline: number, unit: string, target: string, digits = 0) {
  const value = (n: number) => `${n.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
  const ratio = baseline > 0 ? (ours / baseline).toFixed(3) : 'n/a';
  console.log(
    `${metric}: ours ${value(ours)}, baseline ${value(baseline)}, ratio ${ratio} (target ${target})`,
  );
}

const verdict = (met: boolean) => (met ? 'met' : 'missed');
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function table(pages: Page[], hello: Medians) {
  const header = [
    'page',
    'perf',
    'LCP s',
    'LCP/hello',
    'TBT ms',
    'CLS',
    'best-pr.',
    'initial JS kB gz (doc + route)',
  ];
  const rows = pages.map((page) => {
    const m = medians(page);
    return [
      `${page.name} ${new URL(page.url).pathname}`,
      String(m.performance),
      (m.lcpMs / 1000).toFixed(2),
      (m.lcpMs / hello.lcpMs).toFixed(2),
      m.tbtMs.toFixed(0),
      m.cls.toFixed(3),
      String(m.bestPractices),
      `${kB(m.documentBytes + m.routeBytes)} (${kB(m.documentBytes)} + ${kB(m.routeBytes)})`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) =>
    row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(format(header));
  for (const row of rows) console.log(format(row));
}

function describeRun(page: Page, run: Run, index: number, seconds: number) {
  console.error(
    `lighthouse run ${index + 1}/${RUNS} ${page.name}: performance ${run.performance}, LCP ${run.lcpMs.toFixed(0)} ms, ` +
      `TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, best practices ${run.bestPractices}, ` +
      `initial JS ${kB(run.documentBytes)} + ${kB(run.routeBytes)} kB gzip in ${run.scriptCount} scripts (${seconds.toFixed(1)} s)`,
  );
}

/**
 * Lighthouse (issue 16): our home, a series page, an episode page and /browse against a React
 * hello world built with the project's own Vite and React and served compressed with our cache
 * rules, in the same run: Lighthouse's mobile preset, a fresh Chromium (cold cache, new profile)
 * per run, pages taken in turns (hello, home, series, episode, browse, hello, …) so that the
 * machine's load drifts over all of them alike, BENCH_LIGHTHOUSE_RUNS (3) runs each, medians.
 * Targets: performance >= 90 on every page, LCP <= 1.5x the hello world's, TBT <= 200 ms,
 * CLS <= 0.02. Also the initial JavaScript per route (gzip bytes) and the homepage feed's bytes
 * on the wire. Needs Chromium and `npm run build`.
 */
export async function benchLighthouse(root: string) {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  const started = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-lighthouse-'));
  const { webDir, note } = copyWebBuild(root, work);
  const helloDir = path.join(work, 'hello');
  await buildHelloWorld(root, helloDir);

  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const [oursPort, helloPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${oursPort}`;
  const helloBase = `http://127.0.0.1:${helloPort}`;
  const ours = await startProcess(tsx, ourServerArgs(root), {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PORT: String(oursPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST_DIR: webDir,
      DEMO_CONTENT: 'on',
      // No demo videos: encoding them in the background would compete with the measurement.
      DEMO_MEDIA: 'off',
      LOG_LEVEL: 'warn',
      // Fifteen cold page loads of some thirty requests each come from one address.
      RATE_LIMIT_MAX: '1000000',
    },
    readyUrl: `${base}/readyz`,
  });
  const hello = await startProcess(tsx, ['bench/lib/static-server.ts'], {
    cwd: root,
    env: { STATIC_DIR: helloDir, PORT: String(helloPort) },
    readyUrl: `${helloBase}/`,
  });
  try {
    const feedUrl = `${base}${HOMEPAGE_FEED}`;
    const { series, episode } = pickPages(await (await fetch(feedUrl)).json());
    const pages: Page[] = [
      { name: 'hello-world', url: `${helloBase}/`, runs: [] },
      { name: 'home', url: `${base}/`, runs: [] },
      { name: 'series', url: `${base}${series}`, runs: [] },
      { name: 'episode', url: `${base}${episode}`, runs: [] },
      { name: 'browse', url: `${base}/browse`, runs: [] },
    ];
    const lighthouseVersion = (
      createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
    ).version;
    const chromium = execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    console.log(
      `lighthouse ${lighthouseVersion}, ${chromium}, mobile preset (simulated throttling), a fresh Chromium per run ` +
        `(cold cache), ${RUNS} runs per page taken in turns, medians; ${note}; load average ${os.loadavg()[0]!.toFixed(2)} ` +
        `on ${os.availableParallelism()} CPUs`,
    );
    // Unrecorded: the server's first answers (JIT, file cache, reply cache) are not a visitor's.
    for (const page of pages) await initialJs(page.url, []);

    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const t0 = Date.now();
        const { scripts, ...figures } = await runLighthouse(page.url);
        const result: Run = { ...figures, ...(await initialJs(page.url, scripts)) };
        page.runs.push(result);
        describeRun(page, result, run, (Date.now() - t0) / 1000);
      }
    }

    const [helloPage, ...ourPages] = pages as [Page, ...Page[]];
    const h = medians(helloPage);
    for (const page of ourPages) {
      const m = medians(page);
      const at = `@${page.name}`;
      line(
        `lighthouse-performance${at}`,
        m.performance,
        h.performance,
        'points',
        `ours >= ${TARGETS.performance}: ${verdict(m.performance >= TARGETS.performance)}`,
      );
      line(
        `lighthouse-lcp${at}`,
        m.lcpMs,
        h.lcpMs,
        'ms',
        `<= ${TARGETS.lcpRatio}: ${verdict(m.lcpMs / h.lcpMs <= TARGETS.lcpRatio)}`,
      );
      line(
        `lighthouse-tbt${at}`,
        m.tbtMs,
        h.tbtMs,
        'ms',
        `ours <= ${TARGETS.tbtMs} ms: ${verdict(m.tbtMs <= TARGETS.tbtMs)}`,
      );
      line(
        `lighthouse-cls${at}`,
        m.cls,
        h.cls,
        '',
        `ours <= ${TARGETS.cls}: ${verdict(m.cls <= TARGETS.cls)}`,
        3,
      );
      line(
        `initial-js${at}`,
        m.documentBytes + m.routeBytes,
        h.documentBytes + h.routeBytes,
        'B gzip',
        'none: for reference',
      );
    }
    const wire = await bytesOnTheWire(feedUrl);
    const decoded = (await (await fetch(feedUrl)).arrayBuffer()).byteLength;
    // Ours: as sent to a browser (Accept-Encoding as Chromium's); baseline: the same reply decoded.
    line(
      'lighthouse-homepage-feed-bytes',
      wire.bytes,
      decoded,
      'B',
      `compressed (${wire.encoding} on the wire): ${verdict(wire.encoding !== 'identity')}`,
    );
    console.log(
      `hello world: performance ${h.performance} (expected 100), LCP ${h.lcpMs.toFixed(0)} ms; targets: performance >= ${TARGETS.performance} ` +
        `on every page, LCP <= ${TARGETS.lcpRatio}x hello world, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`,
    );
    table(pages, h);
    console.log(
      `lighthouse bench: ${((Date.now() - started) / 1000).toFixed(0)} s, load average now ${os.loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    await stopProcess(hello);
    await stopProcess(ours);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
