import { defineModule } from '../module-registry';
import { listItemLoaders } from './list-item-loaders';
import { createListsServices, type ListsServices } from './lists.factory';
import { listsRoutes } from './lists.routes';
import * as tables from './migrations/lists-0001-tables';
import './lists.schema';

declare module '../module-registry' {
  interface ModuleServicesMap {
    lists: ListsServices;
  }
}

export const listsModule = defineModule({
  name: 'lists',
  // Items resolve through ctx.items, which holds every module's loaders once all are built.
  // parental: the caller's limits, which leave items out of every list reply (issue 23).
  dependsOn: ['auth', 'parental'],
  create: ({ db, deps, items, memberCache }) =>
    createListsServices(db, {
      sessions: deps.auth.sessions,
      parental: deps.parental.guard,
      items,
      memberCache,
    }),
  routes: listsRoutes,
  itemLoaders: (lists) => listItemLoaders(lists.listRows, lists.itemRows),
  // After comics' 0012: the tables reference users (core 0002) only, but names never reorder.
  migrations: { '0013-lists': tables },
});
