import type { CollectionLayout } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ArtImage,
  DetailSkeleton,
  GridSkeleton,
  ItemGrid,
  LoadError,
  Pager,
  readPageParam,
  type TileShape,
} from '../../../components/catalogue';
import { AddToList } from '../../../components/lists';
import { useCollection } from '../api/get-collection';
import { useCollectionItems } from '../api/get-collection-items';
import pageStyles from '../catalogue.module.css';
import styles from './CollectionPage.module.css';

/** A collection page is always a grid; its layout only says which shape of tile suits it. */
function gridShape(layout: CollectionLayout): TileShape {
  if (layout === 'hero-rail') return 'portrait';
  if (layout === 'banner' || layout === 'masthead') return 'banner';
  return 'landscape';
}

/** `/collections/:slug`: the collection's art and description, then its items 20 to a page (`?page=`). */
export function CollectionPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const page = readPageParam(search);
  const collection = useCollection(slug);
  const items = useCollectionItems(slug, page);

  if (collection.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (collection.isError) {
    return (
      <div className={pageStyles.page}>
        <LoadError error={collection.error} onRetry={() => void collection.refetch()} whole />
      </div>
    );
  }

  const data = collection.data;
  const shape = gridShape(data.metadata.layout);
  return (
    <>
      <title>
        {page > 1
          ? t('catalogue.collection.pageTitlePaged', { title: data.title, page })
          : t('catalogue.pageTitle', { title: data.title })}
      </title>
      <header className={styles.hero}>
        <ArtImage
          art={{ assetType: 'collection', assetKey: data.asset_key, kind: 'hero' }}
          alt=""
          sizes="100vw"
          priority
          className={styles.heroArt}
        />
        <div className={styles.heroCopy}>
          <p className={pageStyles.eyebrow}>{t('catalogue.collection.eyebrow')}</p>
          <h1 className={pageStyles.pageTitle}>{data.title}</h1>
          {data.metadata.description && <p className={pageStyles.lead}>{data.metadata.description}</p>}
          <p className={styles.count}>{t('catalogue.collection.count', { count: data.item_count })}</p>
          <AddToList type="collection" uuid={data.uuid} title={data.title} />
        </div>
      </header>
      <div className={pageStyles.page}>
        {items.isPending && <GridSkeleton shape={shape} />}
        {items.isError && (
          <>
            <LoadError error={items.error} onRetry={() => void items.refetch()} />
            {page > 1 && (
              <p>
                <Link to={{ search: '' }}>{t('catalogue.collection.firstPage')}</Link>
              </p>
            )}
          </>
        )}
        {items.data && (
          <section aria-labelledby="collection-items" aria-busy={items.isPlaceholderData}>
            <h2 id="collection-items" className="visually-hidden">
              {t('catalogue.collection.itemsOf', {
                title: data.title,
                page: items.data.page,
                pages: items.data.num_pages,
              })}
            </h2>
            {items.data.values.length === 0 ? (
              <p className={pageStyles.empty}>{t('catalogue.collection.empty')}</p>
            ) : (
              <ItemGrid items={items.data.values} shape={shape} />
            )}
            <Pager
              page={items.data.page}
              numPages={items.data.num_pages}
              label={t('catalogue.pager.label', { title: data.title })}
            />
          </section>
        )}
      </div>
    </>
  );
}

export default CollectionPage;
