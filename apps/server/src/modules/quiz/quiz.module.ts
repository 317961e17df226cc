import { defineModule } from '../module-registry';
import { createQuizServices, type QuizServices } from './quiz.factory';
import { quizRoutes } from './quiz.routes';
import { seedQuizContent } from './quiz.seed';

declare module '../module-registry' {
  interface ModuleServicesMap {
    quiz: QuizServices;
  }
}

export const quizModule = defineModule({
  name: 'quiz',
  dependsOn: [],
  create: ({ db, log }) => createQuizServices(db, log),
  routes: quizRoutes,
  // The origin-story quiz is product content, not demo content: every installation has it.
  seed: async (db) => {
    await seedQuizContent(db);
  },
});
