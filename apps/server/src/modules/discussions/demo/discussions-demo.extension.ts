import type { DemoExtension } from '../../demo/demo-extension';
import { planDemoCommunity } from './community-plan';
import { writeDemoCommunity } from './community-writer';

/**
 * The demo community (threads, replies and reviews by invented members on the demo series,
 * comic series and general boards), so a new install does not look empty. Its rows are written
 * with the catalogue, in its transaction (`register`), after the catalogue and the demo comics
 * (this module comes after comics in the module list), so every title's board exists (a trigger
 * makes it with the title; extensions run in module-list order). It is not run again on later
 * starts: a member the operator removed stays removed. It needs no configuration (no files).
 */
export function discussionsDemoExtension(): DemoExtension {
  return {
    name: 'demo community',
    async register(trx, _media, now) {
      await writeDemoCommunity(trx, planDemoCommunity(now ?? new Date()));
    },
    // Nothing slow to do after the catalogue commits.
    async run() {},
  };
}
