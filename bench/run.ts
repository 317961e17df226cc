// `npm run bench [name]`: runs every benchmark, or the one named, printing one line per metric:
// `<metric>: ours <value> <unit>, baseline <value> <unit>, ratio <r> (target <t>)`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchHealthz } from './healthz';
import { benchLogin } from './login';
import { benchCatalogue } from './catalogue';
import { benchVideoLog } from './video-log';
import { benchPlayerTtff } from './player-ttff';
import { benchComicReader } from './comic-reader';
import { benchUserList } from './user-list';
import { benchConsumeNext } from './consume-next';
import { benchRenewalSweep } from './renewal-sweep';
import { benchAnalyticsIngest } from './analytics-ingest';
import { benchInsights } from './insights';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// Five or more: throughput figures are medians of interleaved rounds (lib/load.ts `interleaved`).
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const benches: Record<string, () => Promise<unknown>> = {
  healthz: () => benchHealthz(root, { seconds, rounds }),
  login: () => benchLogin(root, { seconds, rounds }),
  catalogue: () => benchCatalogue(root, { seconds, rounds }),
  'video-log': () => benchVideoLog(root, { rounds }),
  'player-ttff': () => benchPlayerTtff(root),
  'comic-reader': () => benchComicReader(root),
  'user-list': () => benchUserList(root, { seconds, rounds }),
  'consume-next': () => benchConsumeNext(root, { seconds, rounds }),
  'renewal-sweep': () => benchRenewalSweep(root),
  'analytics-ingest': () => benchAnalyticsIngest(root, { rounds }),
  insights: () => benchInsights(root),
  lighthouse: async () => (await import('./lighthouse')).benchLighthouse(root),
};

const wanted = process.argv[2];
if (wanted && !benches[wanted]) {
  console.error(`unknown benchmark '${wanted}'; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(benches)) {
  if (!wanted || wanted === name) await run();
}
