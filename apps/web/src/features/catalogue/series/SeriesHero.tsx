import type { Series } from '@fanverse/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ArtImage, ResponsiveArt } from '../../../components/catalogue';
import { Icon } from '../../../components/ui/Icon';
import { firstViewFormat } from '../../../lib/first-view-formats';
import { numberFormat } from '../../../lib/number-format';
import { episodePath } from './series-paths';
import styles from './series.module.css';

function years(series: Series): string {
  if (series.end_year === null) return String(series.year);
  return series.end_year === series.year ? String(series.year) : `${series.year}–${series.end_year}`;
}

/**
 * The top of a series page: its hero art (box art on phones), title, facts, genres, the
 * description and credits, and the ways in: the first episode and the trailer. `actions` (the
 * page's add-to-list control) go under the description.
 */
export function SeriesHero({ series, actions }: { series: Series; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // The page's first number format: the server's text is reused while hydrating (first-view-formats).
  const rating = firstViewFormat(`rating|${i18n.language}|${series.avg_rating}`, () =>
    numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(series.avg_rating),
  );
  const color = series.masthead?.color;
  return (
    <section
      className={styles.hero}
      aria-labelledby="series-title"
      style={color && /^#[0-9a-f]{3,8}$/i.test(color) ? { backgroundColor: color } : undefined}
    >
      {/* The hero art is the page's largest paint: fetched first. The poster beside it is not
          (lazy: phones, which hide it, never fetch it). */}
      <ResponsiveArt
        wide={{ assetType: 'series', assetKey: series.asset_key, kind: 'hero-hd' }}
        narrow={{ assetType: 'series', assetKey: series.asset_key, kind: 'box' }}
        alt=""
        priority
        className={styles.heroArt}
      />
      <div className={styles.heroBody}>
        <span className={styles.box}>
          <ArtImage
            art={{ assetType: 'series', assetKey: series.asset_key, kind: 'poster' }}
            alt={t('catalogue.series.posterAlt', { title: series.title })}
            sizes="(max-width: 48rem) 0px, 16rem"
          />
        </span>
        <div className={styles.heroCopy}>
          {series.marketing_headline && <p className={styles.headline}>{series.marketing_headline}</p>}
          <h1 id="series-title" className={styles.title}>
            {series.title}
          </h1>
          <ul className={styles.facts}>
            <li>{years(series)}</li>
            {series.tv_rating && <li className={styles.badge}>{series.tv_rating}</li>}
            {series.mpaa_rating && <li className={styles.badge}>{series.mpaa_rating}</li>}
            {series.avg_rating > 0 && (
              <li>
                <Icon name="star" className={styles.star} />
                <span>{t('catalogue.series.rating', { rating })}</span>
              </li>
            )}
            <li>{t('catalogue.series.seasonCount', { count: series.num_seasons })}</li>
            <li>{t('catalogue.series.episodeCount', { count: series.episode_count })}</li>
          </ul>
          {series.genres.length > 0 && (
            <ul className={styles.genres} aria-label={t('catalogue.series.genres')}>
              {series.genres.map((genre) => (
                <li key={genre.slug}>{genre.name}</li>
              ))}
            </ul>
          )}
          <p className={styles.description}>{series.description}</p>
          {actions}
          <dl className={styles.credits}>
            {series.directors.length > 0 && (
              <div>
                <dt>{t('catalogue.series.directors')}</dt>
                <dd>{series.directors.join(', ')}</dd>
              </div>
            )}
            {series.starring && (
              <div>
                <dt>{t('catalogue.series.starring')}</dt>
                <dd>{series.starring}</dd>
              </div>
            )}
          </dl>
          <div className={styles.actions}>
            {series.episode_count > 0 && (
              <Link className={styles.primary} to={episodePath(series, 1)}>
                <Icon name="play" className={styles.actionIcon} />
                {t('catalogue.series.firstEpisode')}
              </Link>
            )}
            {series.trailer && (
              <Link className={styles.secondary} to={`/clips/${series.trailer}`}>
                {t('catalogue.series.trailer')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
