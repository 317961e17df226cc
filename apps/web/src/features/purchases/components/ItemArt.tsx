import type { PurchaseModel } from '@fanverse/contract';
import { ArtImage } from '../../../components/catalogue';
import styles from '../purchases.module.css';

/** An episode's thumbnail or a book's cover beside its title (decorative: the title names it). */
export function ItemArt({ model, assetKey }: { model: PurchaseModel | 'gift'; assetKey: string | null }) {
  if (model === 'gift' || !assetKey) return <span className={styles.art} aria-hidden="true" />;
  return (
    <span className={styles.art}>
      {model === 'book' ? (
        <ArtImage art={{ assetType: 'book', assetKey, kind: 'thumb' }} alt="" sizes="8rem" />
      ) : (
        <ArtImage art={{ assetType: 'episode', assetKey, kind: 'thumb' }} alt="" sizes="8rem" />
      )}
    </span>
  );
}
