import { isQuizFamily } from '@fanverse/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { ArtImage, artRefFromPath } from '../../../components/catalogue';
import { useSignedIn } from '../../../lib/session';
import { useQuizContent } from '../api/get-quiz-content';
import { QUIZ_INTRO, QUIZ_START, resultPath } from '../quiz-paths';
import { resetQuiz, selectAnswers, selectCloseUrl, selectResult, useQuiz, useQuizStore } from '../quiz-store';
import { QuizContentFallback } from '../QuizLoading';
import { FamilyMix } from './FamilyMix';
import { ShareButton } from './ShareButton';
import page from '../quiz.module.css';
import styles from './QuizResultPage.module.css';

/**
 * `/myoriginstory/result/{family}`: a family's result, for anyone with the link (spec: no
 * guard). The member who got it also sees their family mix and may retake the quiz; anyone else
 * is invited to take it. Both can share the link; the completion link leads to the main site.
 */
export function QuizResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { family = '' } = useParams();
  const content = useQuizContent();
  const store = useQuizStore();
  const signedIn = useSignedIn();
  const myResult = useQuiz(selectResult);
  const answers = useQuiz(selectAnswers);
  const closeUrl = useQuiz(selectCloseUrl);

  if (!content.isSuccess) return <QuizContentFallback content={content} />;
  const result = isQuizFamily(family) ? content.data.results.find((entry) => entry.id === family) : undefined;
  if (!result) return null; // the guard has sent unknown families away already

  const mine = signedIn && myResult === result.id;
  const retake = () => {
    resetQuiz(store);
    void navigate(QUIZ_INTRO);
  };
  const shareData = {
    title: t('quiz.result.shareTitle', { title: result.title }),
    text: t('quiz.result.shareText', { title: result.title }),
    url: new URL(resultPath(result.id), window.location.origin).href,
  };
  return (
    <article
      className={`${page.page} ${page.wide} ${styles.result}`}
      style={{ '--family': result.color } as CSSProperties}
      aria-labelledby="quiz-result-title"
    >
      <title>{t('quiz.result.pageTitle', { title: result.title })}</title>
      <div className={styles.hero}>
        <ArtImage
          art={artRefFromPath(result.image)}
          alt=""
          sizes="(min-width: 76rem) 36rem, (min-width: 48rem) 50vw, 100vw"
          priority
          className={styles.image}
        />
        <div className={styles.text}>
          <p className={page.eyebrow}>{mine ? t('quiz.result.yours') : t('quiz.result.theirs')}</p>
          <h1 id="quiz-result-title" className={`${page.title} ${styles.title}`}>
            {result.title}
          </h1>
          <p className={page.body}>{result.subtitle}</p>
          <ShareButton data={shareData} label={mine ? t('quiz.result.share') : t('quiz.result.shareOther')} />
        </div>
      </div>
      {mine ? (
        <>
          <FamilyMix content={content.data} answers={answers} />
          <div className={page.actions}>
            <button type="button" className={page.secondary} onClick={retake}>
              {t('quiz.result.retake')}
            </button>
            <Link className={page.secondary} to={closeUrl}>
              {t('quiz.result.home')}
            </Link>
          </div>
        </>
      ) : (
        <section className={`${page.panel} ${styles.invite}`} aria-labelledby="quiz-invite">
          <h2 id="quiz-invite" className={page.panelTitle}>
            {t('quiz.result.inviteTitle')}
          </h2>
          <p className={page.muted}>{t('quiz.result.inviteBody')}</p>
          <div className={page.actions}>
            <Link className={page.primary} to={QUIZ_START}>
              {t('quiz.result.takeQuiz')}
            </Link>
            <Link className={page.secondary} to={closeUrl}>
              {t('quiz.result.explore')}
            </Link>
          </div>
        </section>
      )}
    </article>
  );
}

export default QuizResultPage;
