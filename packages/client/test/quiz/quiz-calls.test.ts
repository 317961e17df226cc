import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src';
import { envelope, json, rejection, testClient } from '../fake-fetch';
import { questions, quizContent } from './quiz-fixture';

describe('client.quiz.content', () => {
  it('asks for the quiz in the call’s language and returns the checked reply', async () => {
    const reply = quizContent();
    const { client, last } = testClient(() => json(reply));
    await expect(client.quiz.content(undefined, { lang: 'es' })).resolves.toEqual(reply);
    expect(last().url.pathname).toBe('/api/5/2/quiz/myoriginstory');
    expect(last().url.searchParams.get('trans')).toBe('es');
  });

  it('escapes the slug it is given', async () => {
    const { client, last } = testClient(() => json(quizContent()));
    await client.quiz.content('a/../b');
    expect(last().url.pathname).toBe('/api/5/2/quiz/a%2F..%2Fb');
  });

  it('refuses content that breaks the quiz rules (9999), not only the field shapes', async () => {
    const eight = quizContent(questions().slice(1));
    const { client } = testClient(() => json(eight));
    const error = await rejection(client.quiz.content());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]!.code).toBe(9999);
  });

  it('maps an unknown quiz to 1721 and a malformed slug to 5008', async () => {
    const missing = testClient(() => envelope(404, { code: 'RESOURCE_NOT_FOUND', message: 'No quiz' }));
    expect(((await rejection(missing.client.quiz.content('nope'))) as ApiError).errors[0]!.code).toBe(1721);
    const malformed = testClient(() =>
      envelope(400, { code: 8, message: 'quiz_slug: invalid', field: 'quiz_slug' }),
    );
    expect(((await rejection(malformed.client.quiz.content('Nope'))) as ApiError).errors[0]!.code).toBe(5008);
  });
});
