import type { FastifyBaseLogger } from 'fastify';
import {
  CatalogueServerCode,
  artPath,
  isRecord,
  quizDocumentSchema,
  type Locale,
  type QuizContent,
  type QuizDocument,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { translateQuiz } from './quiz-translations';
import type { QuizRepository, QuizRow } from './quiz.repository';

/** Thrown when the stored quiz breaks the contract: an editor's mistake, not the visitor's. */
export class QuizContentError extends Error {
  constructor(slug: string, detail: string) {
    super(`The stored quiz "${slug}" is not valid: ${detail}`);
    this.name = 'QuizContentError';
  }
}

export class QuizService {
  constructor(
    private readonly quizzes: QuizRepository,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * The quiz in the request's language. The stored English document is checked against the
   * contract on every read (editors change it by hand); a broken one is a server fault (500,
   * logged with the reason). A translation that breaks a rule (too long, say) is not shown:
   * the visitor gets English instead, and the reason is logged for the editors.
   */
  async get(slug: string, lang: Locale): Promise<QuizContent> {
    const row = await this.quizzes.findBySlug(slug);
    const stored = row && isRecord(row.metadata) ? row.metadata.quiz : undefined;
    if (!row || stored === undefined) {
      throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `No quiz has the slug ${slug}`);
    }
    const english = quizDocumentSchema.safeParse(stored);
    if (!english.success) throw new QuizContentError(slug, english.error.message);
    return this.toReply(row, this.inLanguage(row, english.data, lang));
  }

  private inLanguage(row: QuizRow, quiz: QuizDocument, lang: Locale): QuizDocument {
    if (lang === 'en') return quiz;
    const overlay = isRecord(row.translations) ? row.translations[lang] : undefined;
    if (!isRecord(overlay)) return quiz;
    const translated = quizDocumentSchema.safeParse(translateQuiz(quiz, overlay));
    if (translated.success) return translated.data;
    this.log?.warn(
      { slug: row.slug, lang, issues: translated.error.issues },
      'quiz translation invalid; English served',
    );
    return quiz;
  }

  private toReply(row: QuizRow, quiz: QuizDocument): QuizContent {
    return {
      slug: row.slug,
      uuid: row.uuid,
      intro: quiz.intro,
      questions: quiz.questions,
      results: quiz.results.map((result) => ({ ...result, image: artPath('quiz', result.id, 'share') })),
    };
  }
}
