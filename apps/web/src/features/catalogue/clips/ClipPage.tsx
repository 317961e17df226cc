import { clipAccess } from '@fanverse/client';
import { isMatureVideo } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { AgeGate } from '../../../components/age-gate';
import { DetailSkeleton, LoadError } from '../../../components/catalogue';
import { LockedTitle, isParentalLock } from '../../../components/parental';
import { ContentActions } from '../../../components/activity/ContentActions';
import { LikeButton } from '../../../components/activity/LikeButton';
import { AddToList } from '../../../components/lists';
import { SafeLink } from '../../../components/ui/SafeLink';
import { watchPath } from '../../../lib/paths';
import { useContentLang } from '../api/catalogue-query';
import { useClip } from '../api/get-clip';
import { useSeries } from '../api/get-series';
import { formatDate, formatDuration, isoDate, paragraphsOf } from '../format';
import { useAccessContext } from '../use-access-context';
import { WatchArea } from '../WatchArea';
import pageStyles from '../catalogue.module.css';

/**
 * `/clips/:uuid`: a trailer, preview or extra. Who may watch it follows its program schedule
 * (`clipAccess`); the series it belongs to is linked.
 */
export function ClipPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const lang = useContentLang();
  const clip = useClip(uuid);
  const series = useSeries(clip.data?.series_id != null ? String(clip.data.series_id) : null);
  const { visitor, context } = useAccessContext();

  if (clip.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (clip.isError) {
    return (
      <div className={pageStyles.page}>
        {isParentalLock(clip.error) ? (
          <LockedTitle subject="clip" whole />
        ) : (
          <LoadError error={clip.error} onRetry={() => void clip.refetch()} whole />
        )}
      </div>
    );
  }

  const data = clip.data;
  // A clip is rated as its series; one without a series is unrated, which counts as mature.
  const mature =
    data.series_id === null ? true : series.data ? isMatureVideo(series.data) : series.isError ? true : null;
  const published = formatDate(data.publish_date, lang);
  return (
    <div className={pageStyles.page}>
      <title>{t('catalogue.pageTitle', { title: data.title })}</title>
      <header className={pageStyles.pageHead}>
        {series.data && (
          <nav aria-label={t('catalogue.crumbs')}>
            <ol className={pageStyles.crumbs}>
              <li>
                <SafeLink to={series.data.url}>{series.data.title}</SafeLink>
              </li>
              <li aria-current="page">{t(`catalogue.clipTypes.${data.clip_type}`)}</li>
            </ol>
          </nav>
        )}
        <p className={pageStyles.eyebrow}>{t(`catalogue.clipTypes.${data.clip_type}`)}</p>
        <h1 className={pageStyles.pageTitle}>{data.title}</h1>
        <ul className={pageStyles.facts}>
          <li>{formatDuration(data.duration, lang)}</li>
          {published && (
            <li>
              {t('catalogue.clip.published')} <time dateTime={isoDate(data.publish_date)}>{published}</time>
            </li>
          )}
          {!series.data && data.series_title && <li>{data.series_title}</li>}
        </ul>
        <ContentActions>
          <AddToList type="clip" uuid={data.uuid} title={data.title} />
          <LikeButton type="clip" uuid={data.uuid} title={data.title} />
        </ContentActions>
      </header>
      <AgeGate mature={mature}>
        <WatchArea
          access={clipAccess(data, visitor, context)}
          poster={{ assetType: 'clips', assetKey: data.asset_key, kind: 'hero' }}
          title={data.title}
          subject="clip"
          watchTo={watchPath('clip', data.uuid)}
        />
      </AgeGate>
      <section className={pageStyles.section} aria-labelledby="clip-about">
        <h2 id="clip-about" className="visually-hidden">
          {t('catalogue.clip.about')}
        </h2>
        {paragraphsOf(data.description).map((paragraph, index) => (
          <p key={index} className={pageStyles.lead}>
            {paragraph}
          </p>
        ))}
      </section>
    </div>
  );
}

export default ClipPage;
