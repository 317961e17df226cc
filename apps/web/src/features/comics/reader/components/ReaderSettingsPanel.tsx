import { COMIC_QUALITIES } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { DIRECTION_CHOICES, MODE_CHOICES, type ReaderSettings } from '../logic/reader-settings';
import styles from '../ComicReader.module.css';

interface ReaderSettingsPanelProps {
  settings: ReaderSettings;
  onChange(settings: ReaderSettings): void;
  /** Whether HD was asked for but the connection keeps SD. */
  hdHeldBack: boolean;
}

/** Mode, direction override, quality and the double-page offset; remembered per reader. */
export function ReaderSettingsPanel({ settings, onChange, hdHeldBack }: ReaderSettingsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.settings} aria-labelledby={titleId} data-testid="reader-settings">
      <h2 id={titleId} className={styles.settingsTitle}>
        {t('comics.reader.settings.title')}
      </h2>
      <label className={styles.field}>
        <span>{t('comics.reader.settings.mode')}</span>
        <select
          value={settings.mode}
          data-testid="reader-mode"
          onChange={(event) => onChange({ ...settings, mode: event.target.value as ReaderSettings['mode'] })}
        >
          {MODE_CHOICES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`comics.reader.modes.${mode}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('comics.reader.settings.direction')}</span>
        <select
          value={settings.direction}
          data-testid="reader-direction"
          onChange={(event) =>
            onChange({ ...settings, direction: event.target.value as ReaderSettings['direction'] })
          }
        >
          {DIRECTION_CHOICES.map((direction) => (
            <option key={direction} value={direction}>
              {t(`comics.reader.directions.${direction}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('comics.reader.settings.quality')}</span>
        <select
          value={settings.quality}
          data-testid="reader-quality"
          onChange={(event) =>
            onChange({ ...settings, quality: event.target.value as ReaderSettings['quality'] })
          }
        >
          {COMIC_QUALITIES.map((quality) => (
            <option key={quality} value={quality}>
              {t(`comics.reader.qualities.${quality}`)}
            </option>
          ))}
        </select>
      </label>
      {hdHeldBack && <p className={styles.hint}>{t('comics.reader.settings.slowConnection')}</p>}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={settings.offset}
          onChange={(event) => onChange({ ...settings, offset: event.target.checked })}
        />
        <span>{t('comics.reader.settings.offset')}</span>
      </label>
    </section>
  );
}
