import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import styles from '../ComicReader.module.css';

interface GoToPageDialogProps {
  page: number;
  numPages: number;
  onGo(page: number): void;
  onClose(): void;
}

/**
 * "Go to page" (key `g`): a small modal dialog drawn inside the reader, not in a portal, so it
 * shows in full screen too. Focus starts in the field and returns to the reader on close.
 */
export function GoToPageDialog({ page, numPages, onGo, onClose }: GoToPageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(String(page));
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(value);
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > numPages) {
      setInvalid(true);
      return;
    }
    onGo(wanted);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Every key typed here belongs to the dialog, never to the reader behind it.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
    if (event.key === 'Tab') {
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className={styles.dialogBackdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
        data-reader-dialog
        data-testid="reader-goto"
      >
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('comics.reader.goto.title')}
          </h2>
          <label className={styles.field}>
            <span>{t('comics.reader.goto.label', { total: numPages })}</span>
            <input
              ref={inputRef}
              type="number"
              inputMode="numeric"
              min={1}
              max={numPages}
              value={value}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setInvalid(false);
              }}
            />
          </label>
          {invalid && (
            <p id={errorId} className={styles.fieldError} role="alert">
              {t('comics.reader.goto.invalid', { total: numPages })}
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondaryButton} onClick={onClose}>
              {t('comics.reader.goto.cancel')}
            </button>
            <button type="submit" className={styles.primaryButton}>
              {t('comics.reader.goto.go')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
