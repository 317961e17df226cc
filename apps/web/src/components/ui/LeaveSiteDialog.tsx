import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ModalDialog } from './Dialog';
import { Button } from './form';
import dialog from './Dialog.module.css';
import styles from './LeaveSiteDialog.module.css';

export interface LeaveSiteDialogProps {
  /** The other site's host, as the visitor should read it (`www.example.org`). */
  host: string;
  /** The full address, shown so the visitor sees exactly where they would go. */
  href: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * "You are leaving Fanverse for <host>": the permission spec §8 asks for before an address on a
 * domain we do not own is followed. Modal (ModalDialog keeps focus inside and gives it back);
 * staying is the first button, so Enter right away keeps the visitor here, and Escape stays too.
 */
export function LeaveSiteDialog({ host, href, onStay, onLeave }: LeaveSiteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onEscape={onStay}>
      <div className={dialog.body}>
        <h2 id={titleId} className={styles.title}>
          {t('leaveSite.title', { host })}
        </h2>
        <p id={textId} className={styles.text}>
          {t('leaveSite.body', { host })}
        </p>
        <p className={styles.address}>
          {t('leaveSite.address')} <bdi>{href}</bdi>
        </p>
      </div>
      <div className={dialog.actions}>
        <Button variant="secondary" onClick={onStay}>
          {t('leaveSite.stay')}
        </Button>
        <Button onClick={onLeave}>{t('leaveSite.continue', { host })}</Button>
      </div>
    </ModalDialog>
  );
}
