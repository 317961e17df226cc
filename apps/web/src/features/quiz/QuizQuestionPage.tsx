import { answerQuestion, firstUnanswered, winningFamily } from '@fanverse/client';
import {
  QUIZ_COMPLETED_EVENT,
  QUIZ_QUESTION_COUNT,
  type QuizContent,
  type QuizQuestion,
} from '@fanverse/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { getAnalytics } from '../../lib/analytics';
import { useQuizContent } from './api/get-quiz-content';
import { AnswerCard } from './cards/AnswerCard';
import { useParallax } from './cards/use-parallax';
import { QUIZ_INTRO, questionPath, resultPath } from './quiz-paths';
import { questionNumber } from './quiz-guard';
import { chooseAnswer, finishQuiz, selectAnswers, useQuiz, useQuizStore } from './quiz-store';
import { QuizContentFallback } from './QuizLoading';
import page from './quiz.module.css';
import styles from './QuizQuestionPage.module.css';

interface QuestionFormProps {
  content: QuizContent;
  question: QuizQuestion;
  number: number;
}

function QuestionForm({ content, question, number }: QuestionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useQuizStore();
  const answers = useQuiz(selectAnswers);
  const selected = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef<HTMLDivElement>(null);
  useParallax(cards);

  // A new question is announced by moving focus to its title (not on the page the tab opened on).
  useEffect(() => {
    if (location.key !== 'default') heading.current?.focus();
  }, [location.key]);

  const last = number === QUIZ_QUESTION_COUNT;
  const proceed = (answerId: string | undefined) => {
    if (!answerId || !question.answers.some((answer) => answer.id === answerId)) {
      setMissing(true);
      cards.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    chooseAnswer(store, question.id, answerId);
    const all = answerQuestion(answers, question.id, answerId);
    if (!last) {
      void navigate(questionPath(number + 1));
      return;
    }
    const unanswered = firstUnanswered(content.questions, all);
    const family = winningFamily(content.questions, all);
    if (unanswered === -1 && family) {
      finishQuiz(store, family);
      // Quiz completions per family (the insights dashboard); sent with performance consent only.
      getAnalytics().track(QUIZ_COMPLETED_EVENT, { family });
      void navigate(resultPath(family));
    } else {
      void navigate(questionPath(unanswered + 1));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    proceed(selected);
  };
  const choose = (answerId: string) => {
    setMissing(false);
    chooseAnswer(store, question.id, answerId);
  };

  const progressId = `quiz-progress-${question.id}`;
  const errorId = `quiz-missing-${question.id}`;
  return (
    <form className={`${page.page} ${page.wide} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <title>{t('quiz.question.pageTitle', { number, count: QUIZ_QUESTION_COUNT })}</title>
      <div className={styles.top}>
        <Link className={styles.back} to={number > 1 ? questionPath(number - 1) : QUIZ_INTRO}>
          <Icon name="chevronLeft" />
          {t('quiz.question.back')}
        </Link>
        <div className={styles.progress}>
          <p id={progressId} className={styles.progressText}>
            {t('quiz.question.progress', { number, count: QUIZ_QUESTION_COUNT })}
          </p>
          <progress
            className={styles.bar}
            value={number}
            max={QUIZ_QUESTION_COUNT}
            aria-labelledby={progressId}
          />
        </div>
      </div>
      <fieldset
        className={styles.fieldset}
        data-kind={question.kind}
        aria-describedby={missing ? errorId : undefined}
      >
        <legend className={styles.legend}>
          <h1 ref={heading} tabIndex={-1} className={page.title}>
            {question.title}
          </h1>
        </legend>
        <div
          ref={cards}
          className={styles.cards}
          data-count={question.answers.length}
          data-kind={question.kind}
        >
          {question.answers.map((answer, index) => (
            <AnswerCard
              key={answer.id}
              questionId={question.id}
              answer={answer}
              index={index}
              checked={selected === answer.id}
              onChoose={choose}
              onConfirm={(answerId) => {
                choose(answerId);
                proceed(answerId);
              }}
            />
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          {t('quiz.question.choose')}
        </p>
      )}
      <div className={styles.submit}>
        <button type="submit" className={page.primary}>
          {last ? t('quiz.question.finish') : t('quiz.question.next')}
          <Icon name="arrow" />
        </button>
      </div>
    </form>
  );
}

/** `/myoriginstory/question/{n}`: one question, its answer cards, progress and the way back. */
export function QuizQuestionPage() {
  const { question: param } = useParams();
  const content = useQuizContent();
  const number = questionNumber(param);

  if (!content.isSuccess) return <QuizContentFallback content={content} />;
  // The guard has checked the number against the nine questions the contract guarantees.
  const question = number === null ? undefined : content.data.questions[number - 1];
  if (!question || number === null) return null;
  return <QuestionForm key={question.id} content={content.data} question={question} number={number} />;
}

export default QuizQuestionPage;
