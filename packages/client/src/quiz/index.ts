export { createQuizCalls, type QuizCalls } from './quiz-calls';
export {
  answerQuestion,
  chosenAnswer,
  emptyScores,
  firstUnanswered,
  isQuizComplete,
  resetAnswers,
  scoreQuiz,
  winningFamily,
  type FamilyScores,
  type QuizAnswers,
  type QuizScore,
} from './quiz-scoring';
export {
  QUIZ_CLOSE_URL,
  QUIZ_STATE_VERSION,
  initialQuizState,
  restoreQuizState,
  type StoredQuizState,
} from './quiz-state';
