import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueServerCode, GenericCode, jsonbagSchema, quizContentSchema } from '@fanverse/contract';
import { ORIGIN_STORY_QUIZ } from '../../src/modules/quiz/content';
import { seedQuizContent } from '../../src/modules/quiz/quiz.seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedQuizContent(t.database.db);
  await t.app.ready();
});
afterAll(async () => t.app.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const firstError = (res: { json(): unknown }) => (res.json() as { errors: { code: unknown }[] }).errors[0];

/** Changes the stored row as an editor would, runs `body`, and puts the seeded row back. */
async function withEditedRow(patch: string, body: () => Promise<void>) {
  const before = await t.database.db
    .selectFrom('jsonbags')
    .select(['metadata', 'translations'])
    .where('slug', '=', 'myoriginstory')
    .executeTakeFirstOrThrow();
  await sql.raw(`update jsonbags set ${patch} where slug = 'myoriginstory'`).execute(t.database.db);
  try {
    await body();
  } finally {
    await t.database.db
      .updateTable('jsonbags')
      .set({ metadata: JSON.stringify(before.metadata), translations: JSON.stringify(before.translations) })
      .where('slug', '=', 'myoriginstory')
      .execute();
  }
}

describe('GET /api/5/2/quiz/{slug}', () => {
  it('serves the quiz in English: nine questions, eight results, share images', async () => {
    const res = await get('/api/5/2/quiz/myoriginstory');
    expect(res.statusCode).toBe(200);
    const quiz = quizContentSchema.parse(res.json());
    expect(quiz.slug).toBe('myoriginstory');
    expect(quiz.intro.title).toBe(ORIGIN_STORY_QUIZ.intro.title.en);
    expect(quiz.questions).toHaveLength(9);
    expect(quiz.questions[0]!.title).toBe(ORIGIN_STORY_QUIZ.questions[0]!.title.en);
    expect(quiz.questions.at(-1)!.answers.map((answer) => answer.copy)).toContain('Willpower');
    expect(quiz.results).toHaveLength(8);
    expect(quiz.results.find((result) => result.id === 'speedsters')).toMatchObject({
      title: 'Speedsters',
      image: '/art/quiz/speedsters/share.jpg',
    });
  });

  it('serves the same quiz in Spanish with ?trans=es', async () => {
    const en = quizContentSchema.parse((await get('/api/5/2/quiz/myoriginstory')).json());
    const res = await get('/api/5/2/quiz/myoriginstory?trans=es');
    expect(res.statusCode).toBe(200);
    const es = quizContentSchema.parse(res.json());
    expect(es.intro.title).toBe(ORIGIN_STORY_QUIZ.intro.title.es);
    expect(es.questions.map((q) => q.title)).toEqual(ORIGIN_STORY_QUIZ.questions.map((q) => q.title.es));
    expect(es.questions.at(-1)!.answers.map((answer) => answer.copy)).toEqual([
      'Amor',
      'Compasión',
      'Esperanza',
      'Voluntad',
      'Miedo',
      'Avaricia',
      'Ira',
    ]);
    expect(es.results.find((result) => result.id === 'rogues')!.title).toBe('Canallas');
    // Same ids, card types and scoring: only the words change.
    const strip = (quiz: typeof en) =>
      quiz.questions.map((q) =>
        q.answers.map(({ id, cardType, layerCount, layerParallax, distribution }) => ({
          id,
          cardType,
          layerCount,
          layerParallax,
          distribution,
        })),
      );
    expect(strip(es)).toEqual(strip(en));
  });

  it('keeps its banner face on the jsonbag route, in both languages', async () => {
    const en = jsonbagSchema.parse((await get('/api/5/2/jsonbag/slug/myoriginstory')).json());
    expect(en.metadata).toMatchObject({
      title: 'My Origin Story',
      cta_text: 'Take the quiz',
      url: '/myoriginstory',
    });
    const es = jsonbagSchema.parse((await get('/api/5/2/jsonbag/slug/myoriginstory?trans=es')).json());
    expect(es.metadata).toMatchObject({ title: 'Mi historia de origen', cta_text: 'Haz el test' });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown quiz and code 8 for a malformed slug', async () => {
    const missing = await get('/api/5/2/quiz/no-such-quiz');
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)).toMatchObject({ code: CatalogueServerCode.RESOURCE_NOT_FOUND });
    const malformed = await get('/api/5/2/quiz/Not_A_Slug');
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed)).toMatchObject({ code: GenericCode.INVALID_PARAMETER });
    // A banner without a quiz in it is not a quiz either.
    await t.database.db
      .insertInto('jsonbags')
      .values({
        uuid: '00000000-0000-4000-8000-00000000b001',
        slug: 'plain-banner',
        asset_key: 'plain-banner',
      })
      .execute();
    expect((await get('/api/5/2/quiz/plain-banner')).statusCode).toBe(404);
  });

  it('falls back to English per text where a translation is missing', async () => {
    await withEditedRow(`translations = translations #- '{es,quiz.question.free-day.title}'`, async () => {
      const es = quizContentSchema.parse((await get('/api/5/2/quiz/myoriginstory?trans=es')).json());
      expect(es.questions[0]!.title).toBe(ORIGIN_STORY_QUIZ.questions[0]!.title.en);
      expect(es.questions[1]!.title).toBe(ORIGIN_STORY_QUIZ.questions[1]!.title.es);
    });
  });

  it('serves English when a translation breaks a rule, and a clean 500 when the quiz itself does', async () => {
    const tooLong = 'x'.repeat(500);
    await withEditedRow(
      `translations = jsonb_set(translations, '{es,quiz.answer.emotion.rage}', '"${tooLong}"')`,
      async () => {
        const es = quizContentSchema.parse((await get('/api/5/2/quiz/myoriginstory?trans=es')).json());
        expect(es.questions.at(-1)!.answers.at(-1)!.copy).toBe('Rage');
      },
    );
    await withEditedRow(`metadata = jsonb_set(metadata, '{quiz,questions}', '[]')`, async () => {
      const res = await get('/api/5/2/quiz/myoriginstory');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Internal server error',
        errors: [{ code: 'INTERNAL', message: 'Internal server error' }],
      });
    });
  });
});

describe('bad input', () => {
  it('never answers 5xx to a generated slug or language', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), fc.string({ maxLength: 20 }), async (slug, trans) => {
        const url = `/api/5/2/quiz/${encodeURIComponent(slug) || 'x'}?trans=${encodeURIComponent(trans)}`;
        const res = await get(url);
        expect(res.statusCode, url).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('seeding', () => {
  it('is idempotent and never overwrites what an editor changed', async () => {
    await withEditedRow(
      `metadata = jsonb_set(metadata, '{quiz,intro,title}', '"Edited by an editor"')`,
      async () => {
        expect(await seedQuizContent(t.database.db)).toEqual({ created: false });
        const quiz = quizContentSchema.parse((await get('/api/5/2/quiz/myoriginstory')).json());
        expect(quiz.intro.title).toBe('Edited by an editor');
      },
    );
    const rows = await t.database.db
      .selectFrom('jsonbags')
      .select('slug')
      .where('slug', '=', 'myoriginstory')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('share images', () => {
  it('renders each family’s 1200×630 share image, and 404 for an unknown family', async () => {
    const res = await get('/art/quiz/speedsters/share.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const webp = await get('/art/quiz/lantern-corps/share-640w.webp');
    expect(webp.statusCode).toBe(200);
    expect((await get('/art/quiz/pirates/share.jpg')).statusCode).toBe(404);
    expect((await get('/art/banners/myoriginstory/hero.jpg')).statusCode).toBe(200);
  });
});
