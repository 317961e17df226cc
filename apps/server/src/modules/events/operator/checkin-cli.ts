// `npm run checkin -- <command>`: the operator's check-in tools on the configured database.
import { sql, type Kysely } from 'kysely';
import { runOperatorCommand } from '../../../db/operator-command';
import type { Database } from '../../../db/schema';
import { CheckinAdmins } from '../checkin-admins';
import { isListed } from './checkin-admin-bootstrap';

export const CHECKIN_CLI_USAGE = `Usage: npm run checkin -- <command>

Commands:
  grant <email|username>    give the account the checkin_admin claim (the check-in desk)
  revoke <email|username>   take it away
  list                      the accounts that hold it
  events                    every event with its seats taken, soonest first
  help
An unknown account, command or missing argument prints an error and exits 1.`;

export interface CheckinCliOptions {
  db: Kysely<Database>;
  /** CHECKIN_ADMIN_EMAILS: revoking a listed account is undone at the next start, so it warns. */
  bootstrapEmails?: readonly string[];
  /** Where results go (stdout). */
  out: (line: string) => void;
  /** Where errors and warnings go (stderr; default: `out`). */
  err?: (line: string) => void;
  /** The clock that tells past from upcoming events (tests pass their own). */
  now?: () => Date;
}

/** A mistake of the operator's: printed, exit 1. */
class CliError extends Error {}

interface Account {
  id: string;
  guid: string;
  username: string;
  email: string;
  email_verified: boolean;
  checkin_admin: boolean;
}

/**
 * The account an operator named, by address or username, without regard to case (both are unique
 * that way). When one account's username is another's address, the address wins: it is what the
 * operator most likely copied.
 */
async function findAccount(db: Kysely<Database>, who: string): Promise<Account> {
  const key = who.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .select(['id', 'guid', 'username', 'email', 'email_verified', 'checkin_admin'])
    .where((eb) =>
      eb.or([eb(sql<string>`lower(email)`, '=', key), eb(sql<string>`lower(username)`, '=', key)]),
    )
    .orderBy(sql`lower(email) = ${key}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new CliError(`No account has the email address or username "${who}".`);
  return row;
}

const describe = (a: Pick<Account, 'username' | 'email' | 'guid'>) =>
  `${a.username} <${a.email}> (${a.guid})`;

/**
 * Runs one command (in-process in the tests, from the command line below). Answers the exit code:
 * 0, or 1 after printing what went wrong.
 */
export async function runCheckinCli(argv: readonly string[], options: CheckinCliOptions): Promise<number> {
  const err = options.err ?? options.out;
  const [command = 'help', ...args] = argv;
  try {
    await runCommand(command, args, options, err);
    return 0;
  } catch (error) {
    if (error instanceof CliError) err(`error: ${error.message}`);
    else err(`error: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

async function runCommand(
  command: string,
  args: string[],
  options: CheckinCliOptions,
  warn: (line: string) => void,
): Promise<void> {
  const { db, out } = options;
  const admins = new CheckinAdmins(db);
  const account = async () => {
    if (args.length !== 1 || !args[0])
      throw new CliError(`${command} takes one email address or username.\n\n${CHECKIN_CLI_USAGE}`);
    return findAccount(db, args[0]);
  };
  switch (command) {
    case 'help':
    case '--help':
    case '-h':
      out(CHECKIN_CLI_USAGE);
      return;
    case 'grant': {
      const who = await account();
      if (who.checkin_admin) {
        out(`${describe(who)} already holds checkin_admin: nothing changed.`);
        return;
      }
      await admins.set(who.id, true);
      out(`Granted checkin_admin to ${describe(who)}.`);
      if (!who.email_verified) warn(`note: ${who.username} has not verified their email address yet.`);
      return;
    }
    case 'revoke': {
      const who = await account();
      if (!who.checkin_admin) out(`${describe(who)} does not hold checkin_admin: nothing changed.`);
      else {
        await admins.set(who.id, false);
        out(`Revoked checkin_admin from ${describe(who)}.`);
      }
      if (who.email_verified && isListed(options.bootstrapEmails ?? [], who.email)) {
        warn(
          `warning: ${who.email} is in CHECKIN_ADMIN_EMAILS, which grants it again at the next start or check-in call; remove it from the list too.`,
        );
      }
      return;
    }
    case 'list': {
      if (args.length > 0) throw new CliError(`list takes no arguments.\n\n${CHECKIN_CLI_USAGE}`);
      const rows = await db
        .selectFrom('users')
        .select(['guid', 'username', 'email', 'email_verified'])
        .where('checkin_admin', '=', true)
        .orderBy(sql`lower(username)`)
        .execute();
      if (rows.length === 0) out('No account holds checkin_admin.');
      for (const r of rows) out(`${describe(r)}${r.email_verified ? '' : ' [email not verified]'}`);
      return;
    }
    case 'events': {
      if (args.length > 0) throw new CliError(`events takes no arguments.\n\n${CHECKIN_CLI_USAGE}`);
      const now = (options.now ?? (() => new Date()))();
      const rows = await db
        .selectFrom('events')
        .select([
          'id',
          'name',
          'start_date',
          'end_date',
          'time_zone',
          'city',
          'country_code',
          'capacity',
          'seats_taken',
        ])
        .orderBy('start_date')
        .orderBy('id')
        .execute();
      if (rows.length === 0) out('No events.');
      for (const e of rows) {
        const when = e.end_date <= now ? 'past' : e.start_date <= now ? 'under way' : 'upcoming';
        const where = [e.city, e.country_code].filter(Boolean).join(', ');
        out(
          `${e.start_date.toISOString()}  ${e.name}${where ? ` (${where}, ${e.time_zone})` : ''}  ` +
            `seats ${e.seats_taken}/${e.capacity}  ${when}  ${e.id}`,
        );
      }
      return;
    }
    default:
      throw new CliError(`Unknown command: ${command}\n\n${CHECKIN_CLI_USAGE}`);
  }
}

// Run as a command (not when imported by the tests).
await runOperatorCommand(import.meta.url, CHECKIN_CLI_USAGE, (argv, { db, config, out, err }) =>
  runCheckinCli(argv, { db, bootstrapEmails: config.CHECKIN_ADMIN_EMAILS, out, err }),
);
