import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './QuizStartPage.module.css';

/**
 * Placeholder for every quiz route (spec accounts §2) until the quiz itself is built: an honest
 * "on its way" panel, no invented questions.
 */
export function QuizStartPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="quiz-title">
      <title>{t('quiz.pageTitle')}</title>
      <div className={styles.glyphs} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className={styles.glyph} style={{ '--i': index } as CSSProperties} />
        ))}
      </div>
      <p className={styles.eyebrow}>{t('quiz.eyebrow')}</p>
      <h1 id="quiz-title" className={styles.title}>
        {t('quiz.heading')}
      </h1>
      <p className={styles.body}>{t('quiz.body')}</p>
      <Link className={styles.action} to="/">
        {t('quiz.back')}
      </Link>
    </section>
  );
}

export default QuizStartPage;
