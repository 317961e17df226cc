import { defineModule } from '../module-registry';
import { discussionsDemoExtension } from './demo/discussions-demo.extension';
import { createDiscussionsServices, type DiscussionsServices } from './discussions.factory';
import { discussionsRoutes } from './discussions.routes';
import * as tables from './migrations/discussions-0001-tables';
import './discussions.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    discussions: DiscussionsServices;
  }
}

export const discussionsModule = defineModule({
  name: 'discussions',
  // parental: the caller's limits, which close the boards of titles above them (issue 23).
  dependsOn: ['auth', 'parental'],
  create: ({ db, deps }) =>
    createDiscussionsServices(db, { sessions: deps.auth.sessions, parental: deps.parental.guard }),
  routes: discussionsRoutes,
  // After lists' 0013; the boards trigger reads series (core 0005) and comic_series (0010).
  migrations: { '0014-discussions': tables },
  // Demo members, threads, replies and reviews; runs after the comics extension (module order),
  // since comic series boards must exist first.
  demoExtensions: () => [discussionsDemoExtension()],
});
