import { THREAD_TITLE_MAX_LENGTH } from '@fanverse/contract';
import type { Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/ui/form';

export interface ThreadTitleFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A translation key or `code:<n>` (see resolveErrorText). */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A thread's title field with its limit counter, for a new thread and the opening post's edit. */
export function ThreadTitleField({ value, onChange, error, ref }: ThreadTitleFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('discussions.form.title')}
      value={value}
      maxLength={THREAD_TITLE_MAX_LENGTH}
      autoComplete="off"
      hint={t('discussions.form.counter', { count: value.length, max: THREAD_TITLE_MAX_LENGTH })}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
