import { isAbortError } from '@fanverse/client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { HydratedAlone, LoadError, Rail, RailSkeleton, SHAPE_BY_LAYOUT } from '../../../components/catalogue';
import { useBrowse } from '../api/get-browse';
import styles from '../catalogue.module.css';

/** `/browse`: one rail per genre (`GET /api/5/2/homepage/browse?withitems=1`). */
export function BrowsePage() {
  const { t } = useTranslation();
  const browse = useBrowse();
  const genres = (browse.data?.collectionItems ?? []).flatMap((item) =>
    item.item_type === 'Collection' && item.collection_items.length > 0 ? [item] : [],
  );
  const cancelled = browse.isError && isAbortError(browse.error);

  return (
    <div className={styles.page}>
      <title>{t('catalogue.browse.pageTitle')}</title>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('catalogue.browse.title')}</h1>
        <p className={styles.lead}>{t('catalogue.browse.lead')}</p>
      </header>
      {(browse.isPending || cancelled) && (
        <>
          <RailSkeleton />
          <RailSkeleton />
        </>
      )}
      {browse.isError && !cancelled && (
        <LoadError error={browse.error} onRetry={() => void browse.refetch()} />
      )}
      {genres.map((genre, index) => (
        <HydratedAlone key={genre.uuid}>
          <Rail
            leading={index === 0}
            title={genre.title}
            description={genre.metadata.description || null}
            items={genre.collection_items}
            shape={
              genre.metadata.layout === 'masthead' ? 'landscape' : SHAPE_BY_LAYOUT[genre.metadata.layout]
            }
            seeAllTo={genre.url}
          />
        </HydratedAlone>
      ))}
      {browse.isSuccess && genres.length === 0 && (
        <p className={styles.empty}>{t('catalogue.browse.empty')}</p>
      )}
    </div>
  );
}

export default BrowsePage;
