import { isAbortError } from '@fanverse/client';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError, RailSkeleton } from '../../../components/catalogue';
import { HouseSlot } from '../../../components/promo';
import { useHomepage } from '../api/get-homepage';
import { HomeAreas } from './HomeAreas';
import { homeLayout } from './home-layout';
import { HomeRows } from './HomeRows';
import { Masthead, MastheadSkeleton } from './Masthead';
import { HomeHero } from './HomeHero';
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
  const homepage = useHomepage('home');
  const layout = useMemo(() => (homepage.data ? homeLayout(homepage.data) : null), [homepage.data]);
  // A superseded homepage call (cancelled by a newer one) is still loading, never an error.
  const cancelled = homepage.isError && isAbortError(homepage.error);
  const loading = !layout && (homepage.isPending || cancelled);

  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <HomeHero persistentUserId={persistentUserId} />

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
