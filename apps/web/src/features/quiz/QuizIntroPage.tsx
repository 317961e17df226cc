import { firstUnanswered } from '@fanverse/client';
import { QUIZ_QUESTION_COUNT } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useQuizContent } from './api/get-quiz-content';
import { QUIZ_START, questionPath } from './quiz-paths';
import { selectAnswers, useQuiz } from './quiz-store';
import { QuizContentFallback } from './QuizLoading';
import styles from './quiz.module.css';

/** `/myoriginstory/intro`: the quiz's own introduction (content), then the first question. */
export function QuizIntroPage() {
  const { t } = useTranslation();
  const content = useQuizContent();
  const answers = useQuiz(selectAnswers);

  if (!content.isSuccess) return <QuizContentFallback content={content} />;
  const { intro, questions } = content.data;
  const next = firstUnanswered(questions, answers);
  return (
    <section className={`${styles.page} ${styles.centered}`} aria-labelledby="quiz-intro-title">
      <title>{t('quiz.intro.pageTitle', { title: intro.title })}</title>
      <p className={styles.eyebrow}>{t('quiz.intro.eyebrow', { count: QUIZ_QUESTION_COUNT })}</p>
      <h1 id="quiz-intro-title" className={styles.title}>
        {intro.title}
      </h1>
      <p className={styles.body}>{intro.body}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={questionPath(1)}>
          {t('quiz.intro.begin')}
        </Link>
        {next > 0 && (
          <Link className={styles.secondary} to={questionPath(next + 1)}>
            {t('quiz.intro.continue', { number: next + 1 })}
          </Link>
        )}
        <Link className={styles.secondary} to={QUIZ_START}>
          {t('quiz.intro.back')}
        </Link>
      </div>
    </section>
  );
}

export default QuizIntroPage;
