import { createEvent, type NewEvent } from '../../apps/server/src/modules/events/event-catalog';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { signUp, type Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/*
 * Helpers of the events and check-in contract tests (issue 24): the real server, events added as
 * an operator adds them (`createEvent`), members signed in through the client, and desk staff:
 * members whose `checkin_admin` flag is set, as the operator command sets it.
 */

export function startEventsServer(): Promise<ContractServer> {
  return startContractServer(FAST_ENV);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let made = 0;

/**
 * An event in a week (open for sign-up) unless `startDate` says otherwise, with a name no other
 * test's event has, so a search for it finds only it. Answers its uuid and name.
 */
export async function newEvent(
  s: ContractServer,
  event: Partial<NewEvent> = {},
): Promise<{ id: string; name: string }> {
  const name = event.name ?? `Contract fair ${++made} ${Math.random().toString(36).slice(2, 8)}`;
  const startDate = event.startDate ?? new Date(Date.now() + 7 * DAY);
  const id = await createEvent(s.database.db, {
    capacity: 50,
    endDate: new Date(startDate.getTime() + 8 * HOUR),
    address: { line1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', countryCode: 'ES' },
    timeZone: 'Europe/Madrid',
    ...event,
    name,
    startDate,
  });
  return { id, name };
}

/** An event that started an hour ago and ends later today: sign-up and cancel are closed. */
export const startedEvent = (s: ContractServer) =>
  newEvent(s, { startDate: new Date(Date.now() - HOUR), endDate: new Date(Date.now() + 6 * HOUR) });

/** A member signed in through the client. */
export const member = (s: ContractServer): Promise<Member> => signUp(s);

/** A member with the `checkin_admin` claim: event staff at the desk. */
export async function deskStaff(s: ContractServer): Promise<Member> {
  const staff = await signUp(s);
  await s.database.db
    .updateTable('users')
    .set({ checkin_admin: true })
    .where('guid', '=', staff.guid)
    .execute();
  return staff;
}
