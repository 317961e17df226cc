import type { DemoExtension } from '../../demo/demo-extension';
import { createPremiumStateOf } from '../../premium/premium-state.repository';
import { maintainDemoEvents } from './demo-events';

/**
 * The demo's fan events (docs/events.md). All of it happens in `run`, which the server calls at
 * every start once the catalogue is committed: the attendees are demo members that the
 * discussions extension writes with the catalogue (later in the module list), and createEvent
 * opens a transaction of its own, so nothing is written in the catalogue's (`register`). The
 * same `run` keeps the events upcoming over time. `now` is for the tests.
 */
export function eventsDemoExtension(now: () => Date = () => new Date()): DemoExtension {
  return {
    name: 'demo events',
    async run({ db }) {
      const at = now();
      // The real premium state: a demo member made premium would get the members' perks.
      await maintainDemoEvents(
        db,
        at,
        createPremiumStateOf(db, () => at),
      );
    },
  };
}
