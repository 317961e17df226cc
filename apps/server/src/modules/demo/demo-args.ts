import { MAX_SCALE_EPISODES } from './scale';

export const DEMO_USAGE = `usage: npm run demo [-- [--regenerate] [--scale-episodes=N]]

  (no option)           generate the demo catalogue if the catalogue is empty
  --regenerate          delete the whole catalogue and generate the demo catalogue again
  --scale-episodes=N    add synthetic series until the catalogue holds N episodes (up to ${MAX_SCALE_EPISODES})

The database is the server's: DATABASE_URL, or embedded PGlite in DATA_DIR.`;

export interface DemoArgs {
  help: boolean;
  regenerate: boolean;
  scaleEpisodes?: number;
}

/** Parses the command line of `npm run demo`; an unknown or malformed option is an error. */
export function parseDemoArgs(argv: readonly string[]): DemoArgs | { error: string } {
  const args: DemoArgs = { help: false, regenerate: false };
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--regenerate') args.regenerate = true;
    else if (arg.startsWith('--scale-episodes=')) {
      const value = arg.slice('--scale-episodes='.length);
      const n = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
      if (!(n >= 0 && n <= MAX_SCALE_EPISODES)) {
        return {
          error: `--scale-episodes takes a whole number from 0 to ${MAX_SCALE_EPISODES}, not "${value}"`,
        };
      }
      args.scaleEpisodes = n;
    } else return { error: `unknown option "${arg}"` };
  }
  return args;
}
