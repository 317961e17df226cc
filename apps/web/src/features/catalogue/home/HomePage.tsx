import { isAbortError } from '@fanverse/client';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, RailSkeleton } from '../../../components/catalogue';
import { Icon } from '../../../components/ui/Icon';
import { HouseSlot } from '../../../components/promo';
import { useHomepage } from '../api/get-homepage';
import { HomeAreas } from './HomeAreas';
import { homeLayout } from './home-layout';
import { HomeRows } from './HomeRows';
import { Masthead, MastheadSkeleton } from './Masthead';
import { useHeroExperiment } from './hero-experiment';
import styles from './HomePage.module.css';

interface HomePageProps {
  continueRail?: ReactNode;
  /** The browser's persistentUserId (app config, given by the app): the hero experiment's subject. */
  persistentUserId?: string;
}

/**
 * `/`: a short welcome (its text may be the visitor's `home-hero-text` variant), the member's
 * Continue rail (`continueRail`, given by the app: it is another feature's), the masthead of
 * featured banners, one rail per homepage collection (`GET /api/5/2/homepage/home?withitems=1`),
 * and the map of Fanverse's areas.
 */
export function HomePage({ continueRail = null, persistentUserId }: HomePageProps = {}) {
  const { t } = useTranslation();
  const heroText = useHeroExperiment(persistentUserId);
  const homepage = useHomepage('home');
  const layout = useMemo(() => (homepage.data ? homeLayout(homepage.data) : null), [homepage.data]);
  // A superseded homepage call (cancelled by a newer one) is still loading, never an error.
  const cancelled = homepage.isError && isAbortError(homepage.error);
  const loading = !layout && (homepage.isPending || cancelled);

  return (
    <>
      <title>{t('home.pageTitle')}</title>
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

      {continueRail && <div className={styles.continue}>{continueRail}</div>}

      {loading && <MastheadSkeleton />}
      {layout && <Masthead slides={layout.masthead} />}

      <div className={styles.rails}>
        {loading && (
          <>
            <RailSkeleton shape="landscape" />
            <RailSkeleton shape="portrait" />
          </>
        )}
        {homepage.isError && !cancelled && !layout && (
          <LoadError error={homepage.error} onRetry={() => void homepage.refetch()} />
        )}
        {layout && <HomeRows rows={layout.rows} />}
        {layout && layout.rows.length === 0 && layout.masthead.length === 0 && (
          <p className={styles.empty}>{t('catalogue.home.empty')}</p>
        )}
        {/* A house promotion for visitors the claims show ads to; none for premium members. */}
        <HouseSlot />
      </div>

      <HomeAreas />
    </>
  );
}

export default HomePage;
