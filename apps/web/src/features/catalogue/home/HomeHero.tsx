import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { useHeroExperiment } from './hero-experiment';
import styles from './HomePage.module.css';

/**
 * The home page's welcome: its text may be the visitor's `home-hero-text` variant, known only
 * after hydration. A component of its own so that the switch re-renders this section alone:
 * React re-renders a subscriber to an external store synchronously, and in the page it took
 * every rail with it, one long task right after hydration (docs/first-view.md).
 */
export function HomeHero({ persistentUserId }: { persistentUserId?: string }) {
  const { t } = useTranslation();
  const heroText = useHeroExperiment(persistentUserId);
  return (
    <section className={styles.intro} aria-labelledby="home-hero-title">
      <div className={styles.introArt} aria-hidden="true" />
      <div className={styles.introContent}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        {/* The variant's text is laid over the page's own, which stays (hidden) to hold the
            box: the swap after hydration moves nothing below it. */}
        <div className={styles.heroCopy}>
          <div
            className={heroText ? `${styles.heroLayer} ${styles.reserved}` : styles.heroLayer}
            aria-hidden={heroText ? true : undefined}
          >
            <h1 id={heroText ? undefined : 'home-hero-title'} className={styles.title}>
              {t('home.hero.title')}
            </h1>
            <p className={styles.lead}>{t('home.hero.lead')}</p>
          </div>
          {heroText && (
            <div className={styles.heroLayer}>
              <h1 id="home-hero-title" className={styles.title}>
                {heroText.headline}
              </h1>
              <p className={styles.lead}>{heroText.subline}</p>
            </div>
          )}
        </div>
        <div className={styles.ctas}>
          <Link className={styles.primary} to="/browse">
            {t('catalogue.home.browse')}
            <Icon name="arrow" className={styles.ctaIcon} />
          </Link>
          <Link className={styles.secondary} to="/search">
            <Icon name="search" className={styles.ctaIcon} />
            {t('catalogue.home.search')}
          </Link>
        </div>
      </div>
    </section>
  );
}
