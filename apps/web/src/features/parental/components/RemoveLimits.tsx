import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, CurrentPasswordField, FormAlert, formStyles } from '../../../components/ui/form';
import { useServerErrors, type ErrorRouting } from '../../../lib/forms';
import { useRemoveLimits } from '../api/change-limits';
import styles from '../parental.module.css';

const REMOVE_ERRORS: ErrorRouting<'password'> = {
  fields: { password: 'password' },
  codes: { 1009: 'password' },
};
const REMOVE_FIELDS = ['password'] as const;

/** Turning parental controls off (limits and pin), with the account password. */
export function RemoveLimits({ onRemoved }: { onRemoved(): void }) {
  const { t } = useTranslation();
  const remove = useRemoveLimits();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ mode: 'onTouched', defaultValues: { password: '' } });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(setError, REMOVE_ERRORS, REMOVE_FIELDS);

  const onSubmit = handleSubmit(async ({ password }) => {
    clearErrors();
    try {
      await remove.mutateAsync(password);
      onRemoved();
    } catch (error) {
      placeErrors(error);
    }
  });

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} aria-expanded={false}>
        {t('parental.remove.start')}
      </Button>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="remove-title">
      <FormAlert errors={formErrors} />
      <CurrentPasswordField
        label={t('parental.form.password')}
        hint={t('parental.remove.passwordHint')}
        error={errors.password?.message}
        autoFocus
        {...register('password', { validate: (value) => (value ? true : 'parental.form.passwordRequired') })}
      />
      <div className={styles.footer}>
        <Button type="submit" variant="danger" busy={isSubmitting} busyLabel={t('parental.remove.removing')}>
          {t('parental.remove.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('parental.remove.cancel')}
        </Button>
      </div>
    </form>
  );
}
