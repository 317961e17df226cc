import { scoreQuiz, type QuizAnswers } from '@fanverse/client';
import { QUIZ_FAMILIES, type QuizContent } from '@fanverse/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from './QuizResultPage.module.css';

/** The member's points per family, highest first: how close the other families came. */
export function FamilyMix({ content, answers }: { content: QuizContent; answers: QuizAnswers }) {
  const { t } = useTranslation();
  const { familyResult } = scoreQuiz(content.questions, answers);
  const best = Math.max(1, ...Object.values(familyResult));
  const rows = QUIZ_FAMILIES.map((family) => ({
    family,
    points: familyResult[family],
    result: content.results.find((entry) => entry.id === family),
  })).sort(
    (a, b) => b.points - a.points || QUIZ_FAMILIES.indexOf(a.family) - QUIZ_FAMILIES.indexOf(b.family),
  );
  return (
    <section className={styles.mix} aria-labelledby="quiz-mix">
      <h2 id="quiz-mix" className={styles.mixTitle}>
        {t('quiz.result.mix')}
      </h2>
      <ol className={styles.mixList}>
        {rows.map(({ family, points, result }) => (
          <li
            key={family}
            className={styles.mixRow}
            style={{ '--share': points / best, '--family': result?.color ?? '#9d90ff' } as CSSProperties}
          >
            <span className={styles.mixName}>{result?.title ?? family}</span>
            <span className={styles.mixPoints}>{t('quiz.result.points', { count: points })}</span>
            <span className={styles.mixBar} aria-hidden="true" />
          </li>
        ))}
      </ol>
    </section>
  );
}
