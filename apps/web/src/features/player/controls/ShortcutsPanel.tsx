import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SHORTCUT_LIST } from '../logic/shortcuts';
import { PlayerIcon } from './PlayerIcon';
import styles from './controls.module.css';

/**
 * The keyboard shortcuts (`?`), over the video so it shows in full screen too. Focus moves into
 * it and back where it was when it closes (Escape, the close button, or `?` again).
 */
export function ShortcutsPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => previous?.focus();
  }, []);

  return (
    <div
      className={styles.shortcuts}
      role="dialog"
      aria-labelledby="player-shortcuts-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.shortcutsHead}>
        <h2 id="player-shortcuts-title" className={styles.panelTitle}>
          {t('player.shortcuts.title')}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.button}
          aria-label={t('player.shortcuts.close')}
          title={t('player.shortcuts.close')}
          onClick={onClose}
        >
          <PlayerIcon name="close" />
        </button>
      </div>
      <dl className={styles.shortcutList}>
        {SHORTCUT_LIST.map(({ keys, action }) => (
          <div key={action} className={styles.shortcutRow}>
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && (keys[0] === 'Shift' ? ' + ' : ` ${t('player.shortcuts.or')} `)}
                  <kbd className={styles.kbd}>{key === 'Space' ? t('player.shortcuts.space') : key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(`player.shortcuts.actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
