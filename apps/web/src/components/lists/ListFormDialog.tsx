import { LIST_DESCRIPTION_MAX_LENGTH, LIST_TITLE_MAX_LENGTH } from '@fanverse/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSession, useSessionManager } from '../../lib/session';
import { ModalDialog } from '../ui/Dialog';
import { Button, FormAlert, TextField, formStyles } from '../ui/form';
import { listErrors } from './list-errors';
import styles from './lists.module.css';

/** What the dialog edits: a new list's fields, or an existing list's. */
export interface ListFormValues {
  title: string;
  description: string;
  is_public: boolean;
}

export interface ListFormDialogProps {
  mode: 'create' | 'edit';
  initial?: ListFormValues;
  /** Saves; a rejection is shown in the dialog, which stays open. */
  onSubmit: (values: ListFormValues) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY: ListFormValues = { title: '', description: '', is_public: false };

/**
 * Create or edit a list: title, description and a public switch. A blank title is the client
 * check's to refuse (2201), so the message is the same one a server reply would give.
 */
export function ListFormDialog({ mode, initial = EMPTY, onSubmit, onClose }: ListFormDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const switchId = useId();
  const [values, setValues] = useState(initial);
  // The claim says who may make lists public (the server: a verified email address); a list
  // already public can always be made private.
  const mayPublish = useSession((state) => state.claims?.premium.canCreatePublicUserlists ?? false);
  const switchLocked = !mayPublish && !values.is_public;
  const session = useSessionManager();
  // Claims are read at sign-in: a member who verified their address since asks again here.
  useEffect(() => {
    if (!mayPublish) void session.refreshClaims().catch(() => undefined);
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  const titleError = listErrors(error).find((item) => item.code === 2201);
  return (
    <ModalDialog labelledBy={headingId} onEscape={onClose} className={styles.dialog}>
      <form className={styles.dialogBody} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={headingId} className={styles.dialogTitle}>
          {mode === 'create' ? t('lists.form.createTitle') : t('lists.form.editTitle')}
        </h2>
        <FormAlert errors={titleError ? [] : listErrors(error)} />
        <TextField
          label={t('lists.form.title')}
          value={values.title}
          maxLength={LIST_TITLE_MAX_LENGTH}
          autoComplete="off"
          error={titleError ? 'lists.form.titleMissing' : undefined}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        <div className={formStyles.field}>
          <label htmlFor={`${switchId}-description`} className={formStyles.label}>
            {t('lists.form.description')}
            <span className={formStyles.optional}>{t('forms.optional')}</span>
          </label>
          <textarea
            id={`${switchId}-description`}
            className={`${formStyles.input} ${styles.textarea}`}
            value={values.description}
            maxLength={LIST_DESCRIPTION_MAX_LENGTH}
            rows={3}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </div>
        <div className={styles.switchRow}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={values.is_public}
            disabled={switchLocked}
            aria-describedby={`${switchId}-hint`}
            onChange={(event) => setValues({ ...values, is_public: event.target.checked })}
          />
          <label htmlFor={switchId}>{t('lists.form.public')}</label>
          <p id={`${switchId}-hint`} className={formStyles.hint}>
            {switchLocked
              ? t('lists.form.publicNeedsVerified')
              : values.is_public
                ? t('lists.form.publicHint')
                : t('lists.form.privateHint')}
          </p>
        </div>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('lists.form.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('lists.form.saving')}>
            {mode === 'create' ? t('lists.form.create') : t('lists.form.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
