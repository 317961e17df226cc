import type { ComicBook } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from './ComicBookPage.module.css';

/** The page size when a preview names a page the book's page list does not have: a single page. */
const PAGE_SIZE = { width: 1073, height: 1650 };

/**
 * The book's preview pages, free for everyone (spec: four by default): each in a frame of its
 * own page's proportions (a spread is twice as wide), so nothing moves as they load; lazily
 * loaded, with a text alternative naming the page.
 */
export function PreviewPages({ book }: { book: ComicBook }) {
  const { t } = useTranslation();
  if (book.preview_images.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="book-previews">
      <h2 id="book-previews" className={styles.blockTitle}>
        {t('comics.book.previews')}
      </h2>
      <p className={styles.note}>{t('comics.book.previewNote')}</p>
      <ul className={styles.previews}>
        {book.preview_images.map((src, index) => {
          const size = book.pages[index]?.size ?? PAGE_SIZE;
          const page = book.pages[index]?.page_number ?? index + 1;
          return (
            <li
              key={src}
              className={styles.preview}
              style={{ aspectRatio: `${size.width} / ${size.height}`, flexGrow: size.width / size.height }}
            >
              <img
                src={src}
                width={size.width}
                height={size.height}
                alt={t('comics.book.previewAlt', { page, title: book.title })}
                loading="lazy"
                decoding="async"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
