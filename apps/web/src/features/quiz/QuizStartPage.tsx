import { firstUnanswered, isQuizComplete } from '@fanverse/client';
import { QUIZ_FAMILIES, QUIZ_QUESTION_COUNT } from '@fanverse/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useQuizContent } from './api/get-quiz-content';
import { QUIZ_INTRO, QUIZ_START, questionPath, resultPath } from './quiz-paths';
import { resetQuiz, selectAnswers, selectResult, useQuiz, useQuizStore } from './quiz-store';
import styles from './quiz.module.css';

/** What the start page offers a member: a first go, the way back in, or their result. */
function MemberActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useQuizStore();
  const answers = useQuiz(selectAnswers);
  const result = useQuiz(selectResult);
  const content = useQuizContent();
  const questions = content.data?.questions ?? [];
  const startOver = () => {
    resetQuiz(store);
    void navigate(QUIZ_INTRO);
  };

  const finished = result !== null && (questions.length === 0 || isQuizComplete(questions, answers));
  if (finished) {
    const title = content.data?.results.find((entry) => entry.id === result)?.title;
    return (
      <div className={styles.actions}>
        <Link className={styles.primary} to={resultPath(result)}>
          {title ? t('quiz.start.yourResult', { title }) : t('quiz.start.seeResult')}
        </Link>
        <button type="button" className={styles.secondary} onClick={startOver}>
          {t('quiz.start.retake')}
        </button>
      </div>
    );
  }
  const next = questions.length > 0 ? firstUnanswered(questions, answers) : -1;
  if (next > 0) {
    return (
      <div className={styles.actions}>
        <Link className={styles.primary} to={questionPath(next + 1)}>
          {t('quiz.start.continue', { number: next + 1, count: QUIZ_QUESTION_COUNT })}
        </Link>
        <button type="button" className={styles.secondary} onClick={startOver}>
          {t('quiz.start.startOver')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Link className={styles.primary} to={QUIZ_INTRO}>
        {t('quiz.start.begin')}
      </Link>
    </div>
  );
}

/** For visitors without an account: the quiz is part of signing up (spec: 'Sign Up For Your Universe'). */
function SignUpPrompt() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="quiz-sign-up">
      <h2 id="quiz-sign-up" className={styles.panelTitle}>
        {t('quiz.start.signUp.heading')}
      </h2>
      <p className={styles.muted}>{t('quiz.start.signUp.body')}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={withReturnPath(PATHS.register, QUIZ_START)}>
          {t('quiz.start.signUp.register')}
        </Link>
        <Link className={styles.secondary} to={withReturnPath(PATHS.login, QUIZ_START)}>
          {t('quiz.start.signUp.signIn')}
        </Link>
      </div>
    </section>
  );
}

/** `/myoriginstory`: what the quiz is, and the way in (or the way to sign up first). */
export function QuizStartPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const content = useQuizContent();
  const colours = new Map(content.data?.results.map((result) => [result.id, result.color]));
  return (
    <section className={`${styles.page} ${styles.centered}`} aria-labelledby="quiz-title">
      <title>{t('quiz.start.pageTitle')}</title>
      <div className={styles.glyphs} aria-hidden="true">
        {QUIZ_FAMILIES.map((family, index) => (
          <span
            key={family}
            className={styles.glyph}
            style={
              {
                '--i': index,
                ...(colours.has(family) ? { '--family': colours.get(family) } : {}),
              } as CSSProperties
            }
          />
        ))}
      </div>
      <p className={styles.eyebrow}>{t('quiz.eyebrow')}</p>
      <h1 id="quiz-title" className={styles.title}>
        {t('quiz.start.heading')}
      </h1>
      <p className={styles.body}>{t('quiz.start.body')}</p>
      {signedIn ? <MemberActions /> : <SignUpPrompt />}
    </section>
  );
}

export default QuizStartPage;
