// `npm run experiments -- <command> [name] [--flags]`: operators' experiment definitions.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { EXPERIMENT_NAME_PATTERN } from '@fanverse/contract';
import { runOperatorCommand } from '../../../../db/operator-command';
import type { Database } from '../../../../db/schema';
import { AppError } from '../../../../errors/app-error';
import {
  experimentDefinitionBodySchema,
  type ExperimentDefinition,
  type ExperimentDefinitionBody,
} from '../experiment-admin.schema';
import {
  definitionRefusal,
  ExperimentDefinitionsService,
  staffOnly,
} from '../experiment-definitions.service';
import { ExperimentsRepository } from '../experiments.repository';

export const EXPERIMENTS_CLI_USAGE = `Usage: npm run experiments -- <command> [name] [--flags] [--as <staff email|username>]

Commands (acting as the staff member named by --as, else as the system):
  list                      every experiment: on/off, public, goal, variants with weights
  show <name>               one experiment as JSON
  define <name> --file def.json
                            define or replace from a JSON file: {"variants":[{"key","weight","payload"}],
                            "description","enabled","is_public","goal_event"} (the admin API's PUT body)
  define <name> --variant key=weight [--variant key=weight …]
                            define or replace from flags; a variant that exists keeps its payload
      with either:          [--description TEXT] [--goal EVENT] [--enable|--disable] [--public|--private]
  enable <name>             turn it on (visitors are assigned and exposed)
  disable <name>            turn it off (variant null for everyone; assignments are kept)
  delete <name>             delete it with its variants and assignments
  help
Absent fields keep their values (a new experiment: off, not public, goal "Signed Up"). Assigned
subjects keep their variant whatever the new weights. A refusal prints its coded error and exits 1.`;

const OPTIONS = {
  as: { type: 'string' },
  file: { type: 'string' },
  variant: { type: 'string', multiple: true },
  description: { type: 'string' },
  goal: { type: 'string' },
  enable: { type: 'boolean' },
  disable: { type: 'boolean' },
  public: { type: 'boolean' },
  private: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface Flags {
  as?: string;
  file?: string;
  variant?: string[];
  description?: string;
  goal?: string;
  enable?: boolean;
  disable?: boolean;
  public?: boolean;
  private?: boolean;
  help?: boolean;
}

export interface ExperimentsCliOptions {
  db: Kysely<Database>;
  /** Where results go (stdout). */
  out: (text: string) => void;
  /** Where errors go (stderr; default: `out`). */
  err?: (text: string) => void;
  /** The clock of updated_at (tests pass their own). */
  now?: () => Date;
}

/** A usage mistake: printed with the usage, exit 1. */
class UsageError extends Error {}

/**
 * Runs one command (in-process in the tests, from the command line below) over the same service
 * as the staff API. Answers the exit code: 0, or 1 after printing what went wrong.
 */
export async function runExperimentsCli(
  argv: readonly string[],
  options: ExperimentsCliOptions,
): Promise<number> {
  const err = options.err ?? options.out;
  let flags: Flags;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    flags = parsed.values as Flags;
    positionals = parsed.positionals;
  } catch (error) {
    err(`${(error as Error).message}\n\n${EXPERIMENTS_CLI_USAGE}`);
    return 1;
  }
  const [command = 'help', ...args] = positionals;
  if (command === 'help' || flags.help) {
    options.out(EXPERIMENTS_CLI_USAGE);
    return 0;
  }
  const repo = new ExperimentsRepository(options.db);
  const service = new ExperimentDefinitionsService(repo, options.now ?? (() => new Date()));
  try {
    await requireActor(flags, repo);
    await runCommand(command, args, flags, service, options.out);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) err(`${error.message}\n\n${EXPERIMENTS_CLI_USAGE}`);
    else if (error instanceof AppError)
      err(`error ${error.code}${error.field ? ` (${error.field})` : ''}: ${error.message}`);
    else err(`error: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

async function runCommand(
  command: string,
  args: string[],
  flags: Flags,
  service: ExperimentDefinitionsService,
  out: (text: string) => void,
): Promise<void> {
  const name = () => {
    if (args.length !== 1 || !args[0]) throw new UsageError(`${command} takes one experiment name.`);
    return args[0];
  };
  const json = (value: unknown) => out(JSON.stringify(value, null, 2));
  switch (command) {
    case 'list': {
      if (args.length > 0) throw new UsageError('list takes no arguments.');
      const all = await service.list();
      if (all.length === 0) out('No experiments.');
      for (const e of all) out(listLine(e));
      return;
    }
    case 'show':
      return json(await service.get(name()));
    case 'define': {
      const experiment = name();
      return json(await service.define(experiment, await definitionOf(experiment, flags, service)));
    }
    case 'enable':
      return json(await service.patch(name(), { enabled: true }));
    case 'disable':
      return json(await service.patch(name(), { enabled: false }));
    case 'delete': {
      const experiment = name();
      await service.remove(experiment);
      out(`Deleted ${experiment} with its variants and assignments.`);
      return;
    }
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

/** One experiment on one line: `name  on|off  public|private  goal "…"  key 50 (50%), …`. */
function listLine(e: ExperimentDefinition): string {
  const variants = e.variants.length
    ? e.variants.map((v) => `${v.key} ${v.weight} (${Math.round(v.share * 1000) / 10}%)`).join(', ')
    : 'no variants (an on/off flag)';
  return `${e.name}  ${e.enabled ? 'on' : 'off'}  ${e.is_public ? 'public' : 'private'}  goal "${e.goal_event}"  ${variants}`;
}

const onOff = (flags: Flags, on: 'enable' | 'public', off: 'disable' | 'private'): boolean | undefined => {
  if (flags[on] && flags[off]) throw new UsageError(`--${on} and --${off} contradict each other.`);
  return flags[on] ? true : flags[off] ? false : undefined;
};

/** The definition body from `--file` or from `--variant` flags, with the other flags on top. */
async function definitionOf(
  name: string,
  flags: Flags,
  service: ExperimentDefinitionsService,
): Promise<ExperimentDefinitionBody> {
  const fromFlags = flags.variant ?? [];
  if (flags.file && fromFlags.length > 0) throw new UsageError('Give --file or --variant, not both.');
  let body: Record<string, unknown>;
  if (flags.file) {
    let text: string;
    try {
      text = fs.readFileSync(flags.file, 'utf8');
    } catch (error) {
      throw new UsageError(`Cannot read ${flags.file}: ${(error as Error).message}`);
    }
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw new UsageError(`${flags.file} is not JSON: ${(error as Error).message}`);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new UsageError(`${flags.file} must hold a JSON object.`);
    }
  } else if (fromFlags.length > 0) {
    // A reweighting from flags keeps the texts: each variant that exists keeps its payload.
    // A malformed name has nothing stored: define refuses it (7764), as the staff API does.
    const current = EXPERIMENT_NAME_PATTERN.test(name)
      ? await service.get(name).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return undefined;
          throw error;
        })
      : undefined;
    body = {
      variants: fromFlags.map((spec) => {
        const match = /^([^=]+)=(-?\d+)$/.exec(spec.trim());
        if (!match) throw new UsageError(`--variant ${spec}: expected key=weight (a whole number).`);
        const key = match[1]!.trim();
        const payload = current?.variants.find((v) => v.key === key)?.payload;
        return { key, weight: Number(match[2]), ...(payload ? { payload } : {}) };
      }),
    };
  } else {
    throw new UsageError('define needs --file or at least one --variant key=weight.');
  }
  const overrides = {
    description: flags.description,
    goal_event: flags.goal,
    enabled: onOff(flags, 'enable', 'disable'),
    is_public: onOff(flags, 'public', 'private'),
  };
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) body[key] = value;
  const parsed = experimentDefinitionBodySchema.safeParse(body);
  if (!parsed.success) throw definitionRefusal(experimentDefinitionBodySchema, body)!;
  return parsed.data;
}

/**
 * `--as <email|username>`: the command acts as that account, which must be staff (else 403 2309,
 * as the staff API answers); absent, it acts as the system (whoever may run commands on the
 * server's database is trusted already).
 */
async function requireActor(flags: Flags, repo: ExperimentsRepository): Promise<void> {
  if (flags.as === undefined) return;
  const account = await repo.accountByLogin(flags.as);
  if (!account) throw new UsageError(`No account has the email address or username "${flags.as}".`);
  if (!account.is_staff) throw staffOnly();
}

// Run as a command (not when imported by the tests).
await runOperatorCommand(import.meta.url, EXPERIMENTS_CLI_USAGE, (argv, { db, out, err }) =>
  runExperimentsCli(argv, { db, out, err }),
);
