import type { QuizAnswer } from '@fanverse/contract';
import type { KeyboardEvent } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { CardArt } from './CardArt';
import styles from './AnswerCard.module.css';

export interface AnswerCardProps {
  questionId: string;
  answer: QuizAnswer;
  index: number;
  checked: boolean;
  onChoose: (answerId: string) => void;
  /** Enter on a card: choose it and go on (the form's submit). */
  onConfirm: (answerId: string) => void;
}

/**
 * One answer: a real radio button (arrows move between answers and choose, Space chooses) whose
 * label is the card, its layered art and its copy. Enter chooses and moves on.
 */
export function AnswerCard({ questionId, answer, index, checked, onChoose, onConfirm }: AnswerCardProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onConfirm(answer.id);
  };
  return (
    <label className={styles.card} data-type={answer.cardType} data-checked={checked}>
      <input
        className={styles.input}
        type="radio"
        name={`quiz-${questionId}`}
        value={answer.id}
        checked={checked}
        onChange={() => onChoose(answer.id)}
        onKeyDown={onKeyDown}
      />
      <CardArt
        cardType={answer.cardType}
        layerCount={answer.layerCount}
        layerParallax={answer.layerParallax}
        questionId={questionId}
        answerId={answer.id}
        index={index}
      />
      <span className={styles.copy}>{answer.copy}</span>
      <span className={styles.mark} aria-hidden="true">
        <Icon name="star" />
      </span>
    </label>
  );
}
