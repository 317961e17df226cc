import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ItemGrid, Rail, ResponsiveArt, TileLink } from '../../../components/catalogue';
import { Icon } from '../../../components/ui/Icon';
import { SafeLink } from '../../../components/ui/SafeLink';
import type { HomeRail, HomeRow, MastheadSlide } from './home-layout';
import styles from './HomeRows.module.css';

function CollectionRow({ rail }: { rail: HomeRail }) {
  const { collection, shape, grid } = rail;
  const { t } = useTranslation();
  if (!grid) {
    return (
      <Rail
        title={collection.title}
        description={collection.metadata.description || null}
        items={collection.collection_items}
        shape={shape}
        seeAllTo={collection.url}
      />
    );
  }
  const headingId = `rail-${collection.uuid}`;
  return (
    <section className={styles.gridRail} aria-labelledby={headingId}>
      <div className={styles.gridHead}>
        <h2 id={headingId} className={styles.gridTitle}>
          {collection.title}
        </h2>
        <SafeLink className={styles.seeAll} to={collection.url}>
          {t('catalogue.rail.seeAll')}
          <span className="visually-hidden">{t('catalogue.rail.seeAllOf', { title: collection.title })}</span>
          <Icon name="chevronRight" className={styles.seeAllIcon} />
        </SafeLink>
      </div>
      <ItemGrid items={collection.collection_items} shape={shape} />
    </section>
  );
}

/** A banner between rails: wide art, a title, a line and its call to action. */
function BannerRow({ slide }: { slide: MastheadSlide }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.banner}
      aria-label={slide.title}
      style={slide.color ? { backgroundColor: slide.color } : undefined}
    >
      <ResponsiveArt wide={slide.wide} narrow={slide.narrow} alt="" className={styles.bannerArt} />
      <div className={styles.bannerCopy}>
        <h2 className={styles.bannerTitle}>{slide.title}</h2>
        {slide.text && <p className={styles.bannerText}>{slide.text}</p>}
        {slide.target && (
          <TileLink target={slide.target} className={styles.bannerCta}>
            {slide.cta || t('catalogue.masthead.open')}
            <span className="visually-hidden">: {slide.title}</span>
          </TileLink>
        )}
      </div>
    </section>
  );
}

/**
 * Every row of home below the masthead, in the homepage's order. Memoised: the rows only change
 * with the homepage's data, and a re-render of the page around them (its welcome, the Continue
 * rail) would otherwise render every tile again.
 */
export const HomeRows = memo(function HomeRows({ rows }: { rows: readonly HomeRow[] }) {
  const { t } = useTranslation();
  return rows.map((row) => {
    switch (row.kind) {
      case 'rail':
        return <CollectionRow key={row.collection.uuid} rail={row} />;
      case 'banner':
        return <BannerRow key={row.key} slide={row.slide} />;
      case 'promo':
        return (
          <section key={row.key} className={styles.promo} aria-label={row.title}>
            <div>
              <h2 className={styles.promoTitle}>{row.title}</h2>
              {row.text && <p className={styles.promoText}>{row.text}</p>}
            </div>
            <Link className={styles.promoLink} to={row.to}>
              {t('catalogue.home.promo')}
              <span className="visually-hidden">: {row.title}</span>
              <Icon name="arrow" className={styles.seeAllIcon} />
            </Link>
          </section>
        );
    }
  });
});
