import { isAbortError } from '@fanverse/client';
import { LoadError, Rail, RailSkeleton, SHAPE_BY_LAYOUT } from '../../../components/catalogue';
import { useComicsRails } from '../api/get-comics-rails';

/**
 * The comics homepage's rails (`comics` flavor): new books, every series, right-to-left and
 * scroll stories, as the editors arranged them. Book and series tiles lead to their pages.
 */
export function ComicsRails() {
  const rails = useComicsRails();
  const cancelled = rails.isError && isAbortError(rails.error);
  if (rails.isPending || cancelled) return <RailSkeleton shape="portrait" />;
  if (rails.isError) return <LoadError error={rails.error} onRetry={() => void rails.refetch()} />;
  const collections = rails.data.collectionItems.flatMap((item) =>
    item.item_type === 'Collection' && item.collection_items.length > 0 ? [item] : [],
  );
  return (
    <>
      {collections.map((rail) => (
        <Rail
          key={rail.uuid}
          title={rail.title}
          description={rail.metadata.description || null}
          items={rail.collection_items}
          shape={rail.metadata.layout === 'masthead' ? 'portrait' : SHAPE_BY_LAYOUT[rail.metadata.layout]}
          seeAllTo={rail.url}
        />
      ))}
    </>
  );
}
