import type { ViewerPin } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { FormStatus } from '../../components/ui/form';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { siteSettingsStore } from '../../lib/site-settings';
import { useStore } from '../../lib/store';
import { useComicLadder, useTvLadder } from './api/get-ladders';
import { useViewerPin } from './api/get-viewer-pin';
import { LimitsForm } from './components/LimitsForm';
import { RemoveLimits } from './components/RemoveLimits';
import styles from './parental.module.css';

const selectCountry = (settings: { countryCode: string | null }) => settings.countryCode;

/** What the controls are now, in one line each. */
function Summary({ pin }: { pin: ViewerPin }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const [now] = useState(() => Date.now());
  if (!pin.pin_set) return <p className={styles.summary}>{t('parental.summary.off')}</p>;
  const lockedUntil = pin.locked_until ? Date.parse(pin.locked_until) : Number.NaN;
  return (
    <div className={styles.summary}>
      <p className={styles.on}>{t('parental.summary.on')}</p>
      <dl className={styles.limits}>
        <div>
          <dt>{t('parental.summary.video')}</dt>
          <dd>
            {pin.tv_rating
              ? t('parental.summary.upTo', { rating: pin.tv_rating })
              : t('parental.form.noLimit')}
          </dd>
        </div>
        <div>
          <dt>{t('parental.summary.comics')}</dt>
          <dd>
            {pin.age_rating
              ? t('parental.summary.upTo', { rating: pin.age_rating })
              : t('parental.form.noLimit')}
          </dd>
        </div>
      </dl>
      {!Number.isNaN(lockedUntil) && lockedUntil > now && (
        <p className={styles.note}>
          {t('parental.summary.locked', {
            time: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
              lockedUntil,
            ),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * `/account/parental`: parental controls (accounts spec "Viewer ratings", §5, §7; issue 23).
 * The member's limits on the country's rating ladders (video on one scale for TV and films, and
 * comics), the pin that unlocks limited titles for a while, and turning it all off. The server
 * enforces the limits everywhere; this page only sets them.
 */
export function ParentalControlsPage() {
  const { t } = useTranslation();
  const consumerCountry = useStore(siteSettingsStore, selectCountry);
  const pin = useViewerPin();
  const fallbackCountry = consumerCountry ?? 'US';
  const [country, setCountry] = useState<string | null>(null);
  const ladderCountry = country ?? (pin.data?.country || fallbackCountry);
  const tvLadder = useTvLadder(ladderCountry);
  const comicLadder = useComicLadder();
  const [status, setStatus] = useState<string | null>(null);

  const failed = [pin, tvLadder, comicLadder].find((query) => query.isError);
  const ready = pin.data && tvLadder.data && comicLadder.data;
  return (
    <div className={styles.page}>
      <title>{t('parental.pageTitle')}</title>
      <header className={styles.head}>
        <p className={styles.back}>
          <Link to={PATHS.account}>{t('parental.back')}</Link>
        </p>
        <h1 className={styles.title}>{t('parental.heading')}</h1>
        <p className={styles.lead}>{t('parental.lead')}</p>
      </header>
      <FormStatus message={status} />
      {failed?.isError && (
        <LoadError
          error={failed.error}
          onRetry={() => void Promise.all([pin.refetch(), tvLadder.refetch(), comicLadder.refetch()])}
        />
      )}
      {!failed && !ready && (
        <p className={styles.state} role="status">
          {t('parental.loading')}
        </p>
      )}
      {!failed && ready && (
        <>
          <section className={styles.section} aria-labelledby="summary-title">
            <h2 id="summary-title">{t('parental.summary.heading')}</h2>
            <Summary pin={pin.data} />
          </section>
          <section className={styles.section} aria-labelledby="limits-title">
            <h2 id="limits-title">
              {t(pin.data.pin_set ? 'parental.form.changeHeading' : 'parental.form.heading')}
            </h2>
            <p className={styles.sectionLead}>{t('parental.form.lead')}</p>
            <LimitsForm
              // A new pin state (set, removed) starts the form afresh.
              key={String(pin.data.pin_set)}
              pin={pin.data}
              tvLadder={tvLadder.data}
              comicLadder={comicLadder.data}
              onCountry={(next) => {
                setStatus(null);
                setCountry(next);
              }}
              onSaved={() => setStatus(t('parental.form.saved'))}
              fallbackCountry={fallbackCountry}
            />
          </section>
          {pin.data.pin_set && (
            <section className={styles.section} aria-labelledby="remove-title">
              <h2 id="remove-title">{t('parental.remove.heading')}</h2>
              <p className={styles.sectionLead}>{t('parental.remove.lead')}</p>
              <RemoveLimits
                onRemoved={() => {
                  setCountry(null);
                  setStatus(t('parental.remove.done'));
                }}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}

export default ParentalControlsPage;
