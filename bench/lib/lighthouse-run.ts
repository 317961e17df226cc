// One Lighthouse run in a fresh Chromium: the figures `npm run bench lighthouse` compares.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

export { CHROMIUM };

/** No background traffic of the browser's own (updates, sync) in the measured network. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export interface LighthouseFigures {
  /** 0–100. */
  performance: number;
  /** 0–100, for reference: the issue asks for 100 on public pages. */
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Addresses of the scripts the page fetched during the load. */
  scripts: string[];
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
}

/** Lighthouse's own failures to record a load (NO_NAVSTART, NO_FCP…): the page was not at fault. */
class LighthouseRuntimeError extends Error {}

/**
 * Runs Lighthouse's default configuration (the mobile preset: a mid-range phone with simulated
 * slow 4G and a 4× slower CPU) on `url`, performance and best practices only, in a Chromium of
 * its own: a new temporary profile each time (chrome-launcher's default), so every run starts
 * with a cold cache and no state from the run before.
 */
async function runOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') {
        throw new Error(`${url}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'not measured'})`);
      }
      return value;
    };
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`${url}: no ${id} score`);
      return Math.round(value * 100);
    };
    const requests = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
    return {
      performance: score('performance'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scripts: (requests?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .map((item) => item.url),
    };
  } finally {
    chrome.kill();
  }
}

const ATTEMPTS = 3;

/**
 * `runOnce`, again in a new browser when Lighthouse reports that it failed to record the load
 * (on a busy machine a trace now and then misses its navigation start); other errors stand.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.error(`${(error as Error).message}: trying again (${attempt}/${ATTEMPTS - 1})`);
    }
  }
}
