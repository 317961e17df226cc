import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { QuizRepository } from './quiz.repository';
import { QuizService } from './quiz.service';

export function createQuizServices(db: Kysely<Database>, log?: Pick<FastifyBaseLogger, 'warn'>) {
  return { quiz: new QuizService(new QuizRepository(db), log) };
}
export type QuizServices = ReturnType<typeof createQuizServices>;
