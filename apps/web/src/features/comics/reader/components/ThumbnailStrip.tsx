import type { ComicPageImage } from '@fanverse/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import styles from '../ComicReader.module.css';

interface ThumbnailStripProps {
  images: readonly ComicPageImage[];
  /** Zero-based pages of the current view. */
  current: readonly number[];
  direction: 'ltr' | 'rtl';
  onPick(page: number): void;
  /** False until the first page is on screen: stand-ins of the same size until then. */
  loadImages: boolean;
}

/** Every page small, in reading order (right to left in an RTL book); the current ones marked. */
export function ThumbnailStrip({ images, current, direction, onPick, loadImages }: ThumbnailStripProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const first = current[0] ?? 0;
  useEffect(() => {
    const item = listRef.current?.children[first] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [first]);
  return (
    <nav className={styles.strip} aria-label={t('comics.reader.thumbnails')}>
      <ol ref={listRef} className={styles.stripList} dir={direction}>
        {images.map((image, index) => (
          <li key={image.page_number}>
            <button
              type="button"
              className={styles.thumb}
              aria-current={current.includes(index) ? 'page' : undefined}
              aria-label={t('comics.reader.goToPage', { page: index + 1 })}
              onClick={() => onPick(index)}
            >
              {loadImages && image.thumbnail_url ? (
                <img
                  src={image.thumbnail_url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={48}
                  height={74}
                />
              ) : (
                <span className={styles.thumbPending} aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
