// `npm run premium -- <command> [--flags]`: the operator's tools on the configured database.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  adminBatchBodySchema,
  adminCampaignBodySchema,
  adminExternalCodesBodySchema,
  adminGrantBodySchema,
  adminPromoBodySchema,
} from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import type { DatabaseHandle } from '../../../db/database';
import { runOperatorCommand } from '../../../db/operator-command';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { Mailer } from '../../mail/mail-types';
import type { Clock } from '../../premium/premium-clock';
import { serverModules } from '../../index';
import { createModuleServices, orderModules } from '../../module-registry';
import type { PurchasesServices } from '../purchases.factory';
import type { Actor } from './operator.service';

export const PREMIUM_CLI_USAGE = `Usage: npm run premium -- <command> [--flags] [--as <staff email>]

Commands (acting as the staff member named by --as, else as the system):
  promo:create     --code C --type percent|amount|free_trial|fixed_term|billing_cycles
                   [--percent N] [--amount-minor N --currency USD] [--trial-days N] [--months N]
                   [--cycles N] [--product CODE] [--retention] [--max-uses N] [--expires ISO]
                   [--description TEXT] [--description-es TEXT]
  campaign:create  --name N --slug S --type est|comp [--skus a,b] [--months N] [--product CODE]
                   [--code C] [--max-redemptions N] [--countries US,GB] [--starts ISO] [--expires ISO]
                   [--description TEXT] [--description-es TEXT] [--unapproved]
  codes:generate   --campaign SLUG --count N [--prefix P] [--out file.csv]   (CSV to stdout without --out)
  external:add     --property P --file codes.txt [--name N]   (one code a line)
  grant            --user EMAIL|GUID --model book|episode --uuid UUID
  comp             --user EMAIL|GUID [--months N] [--product CODE]   (needs --as)
  refund           --transaction ID [--reason TEXT]
  timeline         --user EMAIL|GUID
  help
Results are printed as JSON (codes:generate: CSV). A failure prints its coded error and exits 1.`;

const OPTIONS = {
  as: { type: 'string' },
  code: { type: 'string' },
  type: { type: 'string' },
  percent: { type: 'string' },
  'amount-minor': { type: 'string' },
  currency: { type: 'string' },
  'trial-days': { type: 'string' },
  months: { type: 'string' },
  cycles: { type: 'string' },
  product: { type: 'string' },
  retention: { type: 'boolean' },
  'max-uses': { type: 'string' },
  expires: { type: 'string' },
  starts: { type: 'string' },
  description: { type: 'string' },
  'description-es': { type: 'string' },
  name: { type: 'string' },
  slug: { type: 'string' },
  skus: { type: 'string' },
  'max-redemptions': { type: 'string' },
  countries: { type: 'string' },
  unapproved: { type: 'boolean' },
  campaign: { type: 'string' },
  count: { type: 'string' },
  prefix: { type: 'string' },
  out: { type: 'string' },
  property: { type: 'string' },
  file: { type: 'string' },
  user: { type: 'string' },
  model: { type: 'string' },
  uuid: { type: 'string' },
  transaction: { type: 'string' },
  reason: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = Partial<Record<keyof typeof OPTIONS, string | boolean>>;

export interface PremiumCliOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** Where results go (stdout). */
  out: (text: string) => void;
  /** Where errors go (stderr; default: `out`). */
  err?: (text: string) => void;
  /** Premium's clock (tests move it) and the mailer (tests record mails). */
  now?: Clock;
  mailer?: Mailer;
  log?: FastifyBaseLogger;
}

/** A usage mistake: printed with the usage, exit 1. */
class UsageError extends Error {}

const text = (flags: Flags, name: keyof typeof OPTIONS) => {
  const value = flags[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const required = (flags: Flags, name: keyof typeof OPTIONS) => {
  const value = text(flags, name);
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
};
const integer = (flags: Flags, name: keyof typeof OPTIONS) => {
  const value = text(flags, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
};
const list = (flags: Flags, name: keyof typeof OPTIONS) =>
  text(flags, name)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const localized = (flags: Flags) => {
  const en = text(flags, 'description');
  const es = text(flags, 'description-es');
  return en === undefined ? undefined : es === undefined ? en : { en, es };
};
/** Drops the keys the flags left undefined (the schemas' defaults then apply). */
const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

/** A body checked by the staff API's own schema: the CLI accepts exactly what the API does. */
function checked<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  return parsed.data;
}

/** A database handle over a query builder the caller owns (closing it is the caller's business). */
function handleOf(db: Kysely<Database>): DatabaseHandle {
  return {
    db,
    kind: 'postgres',
    copyIn: () => Promise.reject(new Error('COPY is not available to the premium CLI')),
    ping: async () => true,
    close: async () => {},
  };
}

/** Warnings and errors to stderr; the CLI's own output is its results. */
function quietLogger(write: (line: string) => void): FastifyBaseLogger {
  const noop = () => {};
  const logger = {
    level: 'warn',
    fatal: (...args: unknown[]) => write(`fatal: ${args.map(String).join(' ')}`),
    error: (...args: unknown[]) => write(`error: ${args.map(String).join(' ')}`),
    warn: (...args: unknown[]) => write(`warn: ${args.map(String).join(' ')}`),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/**
 * Runs one operator command over the services the server would build (createModuleServices
 * over serverModules), with the sweeps' schedulers off. Answers the exit code: 0, or 1 after
 * printing the coded error (or a usage mistake).
 */
export async function runPremiumCli(argv: readonly string[], options: PremiumCliOptions): Promise<number> {
  const err = options.err ?? options.out;
  let parsed: { values: Flags; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true }) as never;
  } catch (error) {
    err(`${(error as Error).message}\n\n${PREMIUM_CLI_USAGE}`);
    return 1;
  }
  const command = parsed.positionals[0] ?? 'help';
  const flags = parsed.values;
  if (command === 'help' || flags.help) {
    options.out(PREMIUM_CLI_USAGE);
    return 0;
  }

  // A command is not the server: the renewal and gift-mail sweeps must not start here.
  const config: AppConfig = { ...options.config, PREMIUM_SWEEP_SECONDS: 0 };
  const log = options.log ?? quietLogger(err);
  const services = createModuleServices(serverModules, {
    database: handleOf(options.db),
    config,
    log,
    overrides: {
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.now ? { premium: { now: options.now } } : {}),
    },
  });
  const purchases = services.get('purchases') as PurchasesServices;
  try {
    const result = await runCommand(command, flags, purchases, options);
    if (typeof result === 'string') options.out(result);
    else options.out(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) err(`${error.message}\n\n${PREMIUM_CLI_USAGE}`);
    else if (error instanceof AppError)
      err(`error ${error.code}${error.field ? ` (${error.field})` : ''}: ${error.message}`);
    else err(`error: ${(error as Error).message ?? String(error)}`);
    return 1;
  } finally {
    for (const m of orderModules(serverModules).reverse()) await m.onClose?.(services.get(m.name));
  }
}

async function runCommand(
  command: string,
  flags: Flags,
  services: PurchasesServices,
  options: PremiumCliOptions,
): Promise<unknown> {
  const operator = services.operator;
  const lang = 'en';
  const actor = await actorOf(flags, services);
  switch (command) {
    case 'promo:create':
      return operator.createPromo(
        actor,
        checked(
          adminPromoBodySchema,
          defined({
            code: required(flags, 'code'),
            type: required(flags, 'type'),
            discount_percent:
              text(flags, 'percent') === undefined ? undefined : Number(text(flags, 'percent')),
            discount_amount_minor: integer(flags, 'amount-minor'),
            currency: text(flags, 'currency')?.toUpperCase(),
            free_trial_days: integer(flags, 'trial-days'),
            comp_duration: integer(flags, 'months'),
            number_of_billing_cycles: integer(flags, 'cycles'),
            product_code: text(flags, 'product'),
            is_retention_offer: flags.retention === true ? true : undefined,
            marketing_description: localized(flags),
            max_uses: integer(flags, 'max-uses'),
            expires_at: text(flags, 'expires'),
          }),
        ),
        lang,
      );
    case 'campaign:create':
      return operator.createCampaign(
        actor,
        checked(
          adminCampaignBodySchema,
          defined({
            name: required(flags, 'name'),
            slug: required(flags, 'slug'),
            type: required(flags, 'type'),
            skus: list(flags, 'skus'),
            comp_duration: integer(flags, 'months'),
            product_code: text(flags, 'product'),
            marketing_description: localized(flags),
            is_approved: flags.unapproved === true ? false : undefined,
            countries: list(flags, 'countries')?.map((c) => c.toUpperCase()),
            starts_at: text(flags, 'starts'),
            expires_at: text(flags, 'expires'),
            code: text(flags, 'code'),
            max_redemptions: integer(flags, 'max-redemptions'),
          }),
        ),
        lang,
      );
    case 'codes:generate': {
      const campaign = await operator.campaignUuid(required(flags, 'campaign'));
      const body = checked(
        adminBatchBodySchema,
        defined({
          count: integer(flags, 'count') ?? required(flags, 'count'),
          prefix: text(flags, 'prefix'),
        }),
      );
      const batch = await operator.generateCodes(actor, campaign, body);
      const { csv } = await operator.batchCsv(batch.batch_id);
      const out = text(flags, 'out');
      if (!out) return csv;
      fs.writeFileSync(out, csv);
      return { batch_id: batch.batch_id, campaign_uuid: batch.campaign_uuid, count: batch.count, file: out };
    }
    case 'external:add': {
      const file = required(flags, 'file');
      const codes = fs
        .readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      const property = required(flags, 'property');
      return operator.addExternalCodes(
        actor,
        property,
        checked(adminExternalCodesBodySchema, defined({ codes, name: text(flags, 'name') })),
      );
    }
    case 'grant': {
      const member = await operator.member(required(flags, 'user'));
      return operator.grant(
        actor,
        checked(adminGrantBodySchema, {
          user_guid: member.guid,
          model: required(flags, 'model'),
          uuid: required(flags, 'uuid'),
        }),
      );
    }
    case 'comp':
      return operator.comp(actor, required(flags, 'user'), integer(flags, 'months'), text(flags, 'product'));
    case 'refund':
      return operator.refund(actor, required(flags, 'transaction'), text(flags, 'reason'));
    case 'timeline':
      return operator.timeline(required(flags, 'user'));
    default:
      void options;
      throw new UsageError(`Unknown command: ${command}`);
  }
}

/** `--as <email>`: that member, who must be staff (else 403 2309); absent: the system (null). */
async function actorOf(flags: Flags, services: PurchasesServices): Promise<Actor> {
  const email = text(flags, 'as');
  if (email === undefined) return null;
  const member = await services.operator.member(email);
  await services.premium.comps.requireStaff(member.id);
  return member.id;
}

// Run as a command (not when imported by the tests).
await runOperatorCommand(import.meta.url, PREMIUM_CLI_USAGE, runPremiumCli);
