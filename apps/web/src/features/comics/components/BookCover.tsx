import type { ReactNode } from 'react';
import { ArtImage, type ArtRef } from '../../../components/catalogue';
import styles from './BookCover.module.css';

export interface BookCoverProps {
  assetKey: string;
  /** Empty when the title beside it already names the book. */
  alt: string;
  /** How wide the cover is drawn, for the browser's srcset choice. */
  sizes: string;
  /** `cover` (1073×1650) on the book page, `thumb` (358×550) in lists: the same shape. */
  kind?: 'cover' | 'thumb';
  priority?: boolean;
  /** `asset type` of the art: a book's cover, or a comic series' cover. */
  assetType?: 'book' | 'comicseries';
  /** Drawn over the cover (a member's reading progress, a read tick). */
  children?: ReactNode;
}

/**
 * A comic cover in a frame of the cover's own proportions (1073×1650), so the page keeps its
 * layout while the image arrives and a missing image leaves a placeholder of the same size.
 */
export function BookCover({
  assetKey,
  alt,
  sizes,
  kind = 'thumb',
  priority = false,
  assetType = 'book',
  children,
}: BookCoverProps) {
  const art: ArtRef = { assetType, assetKey, kind: assetType === 'comicseries' ? 'cover' : kind };
  return (
    <span className={styles.frame}>
      <ArtImage art={art} alt={alt} sizes={sizes} priority={priority} className={styles.art} />
      {children}
    </span>
  );
}
