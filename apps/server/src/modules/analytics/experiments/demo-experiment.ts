import type { Kysely } from 'kysely';
import { SIGNED_UP_EVENT } from '@fanverse/contract';
import type { Database } from '../../../db/schema';

/** The demo's experiment: two versions of the home page hero's text (docs/experiments.md). */
export const HOME_HERO_EXPERIMENT = 'home-hero-text';

/**
 * The variants' payloads: the hero's headline and subline per language, which the web app shows
 * in place of its own text. `classic` is today's text (the control); `fan-first` is kept no
 * longer than it in either language, so the swap after hydration fits the box the server-
 * rendered text reserved.
 */
export const HOME_HERO_VARIANTS = [
  {
    key: 'classic',
    weight: 50,
    payload: {
      headline: {
        en: 'Every story. Every hero. One universe.',
        es: 'Cada historia. Cada héroe. Un solo universo.',
      },
      subline: {
        en:
          'Fanverse is a home for fans: series to watch, comics to read panel by panel, a shop for ' +
          'collectors and a community that shares your passion. We are opening the doors one section at a time.',
        es:
          'Fanverse es un hogar para fans: series para ver, cómics para leer viñeta a viñeta, una tienda para ' +
          'coleccionistas y una comunidad que comparte tu pasión. Abrimos las puertas sección a sección.',
      },
    },
  },
  {
    key: 'fan-first',
    weight: 50,
    payload: {
      headline: { en: 'Made by fans. For every fan.', es: 'Hecho por fans. Para cada fan.' },
      subline: {
        en:
          'Watch series, read comics panel by panel, collect and talk with fans who share your passion. ' +
          'New sections open all the time.',
        es:
          'Mira series, lee cómics viñeta a viñeta, colecciona y habla con fans que comparten tu pasión. ' +
          'Abrimos secciones nuevas sin parar.',
      },
    },
  },
] as const;

/**
 * Seeds the demo experiment at every start (the module's `seed`): only when it is missing, so an
 * operator's changes (weights, texts, turned off) are never overwritten. Deleted, it comes back
 * at the next start: to stop it, turn it off.
 */
export async function seedDemoExperiment(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('experiments')
      .values({
        name: HOME_HERO_EXPERIMENT,
        enabled: true,
        is_public: true,
        description: 'Home page hero text: the classic welcome or a fan-first one',
        goal_event: SIGNED_UP_EVENT,
      })
      .onConflict((c) => c.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!created) return;
    await trx
      .insertInto('experiment_variants')
      .values(
        HOME_HERO_VARIANTS.map((v, position) => ({
          experiment_name: HOME_HERO_EXPERIMENT,
          key: v.key,
          weight: v.weight,
          payload: JSON.stringify(v.payload),
          position,
        })),
      )
      .execute();
  });
}
