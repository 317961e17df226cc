import type { DemoMemberKey } from '../../discussions/demo/demo-members';
import { demoUuid } from '../../demo/demo-ids';
import type { NewEvent } from '../event-catalog';

/**
 * The demo's fan events: original, invented gatherings around the demo series, in a few countries
 * and time zones, each with an entry, a premium members' perk and a signing slot. Times are whole
 * UTC hours on days counted from the day they are planned, chosen to fall in the evening (or a
 * workshop's late morning) where the event is held.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface DemoEventPlan {
  key: string;
  event: NewEvent & { id: string };
  /** Days from the planning day to the start: negative for the one kept as history. */
  startsInDays: number;
  /** Demo members who sign up (discussions/demo/demo-members.ts); the first ones first. */
  attendees: DemoMemberKey[];
  /** History only: attendees whose entry the demo's staff member checked in at the door. */
  checkedIn?: DemoMemberKey[];
}

interface Definition extends Omit<NewEvent, 'id' | 'startDate' | 'endDate'> {
  key: string;
  startsInDays: number;
  /** The start's UTC hour and the length in hours. */
  hourUtc: number;
  hours: number;
  attendees: DemoMemberKey[];
  checkedIn?: DemoMemberKey[];
}

const DEFINITIONS: Definition[] = [
  {
    key: 'ember-harbor-premiere',
    name: 'Ember Harbor: Season Two Premiere Night',
    description:
      'Watch the first two episodes of Ember Harbor’s second season on the big screen with other fans, ' +
      'then stay for a talk with the storyboard team about how the harbour fire sequence was drawn.',
    startsInDays: 10,
    hourUtc: 17,
    hours: 4,
    timeZone: 'Europe/Madrid',
    address: {
      line1: 'Cine Mar de Luz',
      line2: 'Carrer del Port 14',
      city: 'Valencia',
      postalCode: '46011',
      countryCode: 'ES',
    },
    capacity: 150,
    note: 'Doors open 30 minutes before the screening. Show your member card at the door.',
    offers: [
      {
        kind: 'entry',
        name: 'Screening entry',
        description: 'A seat at the premiere screening and the talk',
      },
      {
        kind: 'perk',
        name: 'Lantern pin and members’ row',
        description: 'An enamel harbour-lantern pin and a seat in the front rows',
        premiumOnly: true,
      },
      {
        kind: 'signing',
        name: 'Storyboard signing',
        description: 'A signed storyboard print after the talk',
      },
    ],
    attendees: ['harbor', 'tide', 'clock', 'night', 'comet', 'lantern'],
  },
  {
    key: 'orbit-diner-trivia',
    name: 'Orbit Diner Trivia Night',
    description:
      'Six rounds of questions about This Week at Orbit Diner, from the regulars’ orders to the jukebox ' +
      'songs, in teams of up to four. Prizes for the top three tables.',
    startsInDays: 18,
    hourUtc: 0,
    hours: 3,
    timeZone: 'America/Chicago',
    address: {
      line1: 'The Blue Comet Hall',
      line2: '2210 Lamar Street',
      city: 'Austin',
      postalCode: '78705',
      countryCode: 'US',
    },
    capacity: 60,
    note: 'Teams form at the door; come alone and we will find you one.',
    offers: [
      { kind: 'entry', name: 'Trivia entry', description: 'A place on a team for the whole evening' },
      {
        kind: 'perk',
        name: 'Orbit milkshake',
        description: 'A milkshake from the Orbit Diner menu, on the house',
        premiumOnly: true,
      },
      {
        kind: 'signing',
        name: 'Menu card signing',
        description: 'The cast signs a printed Orbit Diner menu card',
      },
    ],
    attendees: ['diner', 'night', 'gear', 'folder'],
  },
  {
    key: 'paper-comets-workshop',
    name: 'Paper Comets Folding Workshop',
    description:
      'Fold the paper comets from the series with the people who designed them: a two-hour workshop for ' +
      'every skill level, paper and guides included.',
    startsInDays: 31,
    hourUtc: 17,
    hours: 3,
    timeZone: 'America/Mexico_City',
    address: {
      line1: 'Casa del Papel Azul',
      line2: 'Calle Durango 118, Roma Norte',
      city: 'Ciudad de México',
      postalCode: '06700',
      countryCode: 'MX',
    },
    capacity: 40,
    note: 'Bilingual session (Spanish and English).',
    offers: [
      { kind: 'entry', name: 'Workshop place', description: 'A seat at a folding table, paper included' },
      {
        kind: 'perk',
        name: 'Printed folding kit',
        description: 'A boxed kit of twelve printed comet sheets to take home',
        premiumOnly: true,
      },
      {
        kind: 'signing',
        name: 'Sketch and sign',
        description: 'The comic’s inker sketches and signs your comet',
      },
    ],
    attendees: ['folder', 'comet', 'lectora', 'deep'],
  },
  {
    key: 'quiet-archive-read-along',
    name: 'The Quiet Archive Read-Along',
    description:
      'An evening reading the first volume of The Quiet Archive aloud, one chapter per reader, with tea ' +
      'and a look at the original page layouts.',
    startsInDays: -12,
    hourUtc: 8,
    hours: 3,
    timeZone: 'Australia/Melbourne',
    address: {
      line1: 'Lanternlight Bookroom',
      line2: '41 Collins Lane',
      city: 'Melbourne',
      postalCode: '3000',
      countryCode: 'AU',
    },
    capacity: 30,
    note: 'Quiet room: phones on silent, please.',
    offers: [
      { kind: 'entry', name: 'Reading circle seat', description: 'A seat in the reading circle' },
      {
        kind: 'perk',
        name: 'Archive bookmark set',
        description: 'Three letterpress bookmarks from the archive’s shelves',
        premiumOnly: true,
      },
      { kind: 'signing', name: 'Book plate signing', description: 'A signed book plate for your copy' },
    ],
    attendees: ['lectora', 'clock', 'harbor', 'deep'],
    checkedIn: ['lectora', 'clock', 'harbor'],
  },
];

/** The demo events as planned on `now`'s UTC day: the same ids every time, dates from that day. */
export function planDemoEvents(now: Date): DemoEventPlan[] {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return DEFINITIONS.map(({ key, startsInDays, hourUtc, hours, attendees, checkedIn, ...event }) => {
    const startDate = new Date(day + startsInDays * DAY_MS + hourUtc * HOUR_MS);
    return {
      key,
      startsInDays,
      attendees,
      checkedIn,
      event: {
        ...event,
        id: demoEventId(key),
        startDate,
        endDate: new Date(startDate.getTime() + hours * HOUR_MS),
      },
    };
  });
}

/** A demo event's fixed id: the demo's rows are told from an operator's by it. */
export function demoEventId(key: string): string {
  return demoUuid(`demo-event:${key}`);
}
