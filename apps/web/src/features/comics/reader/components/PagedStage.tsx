import type { ComicPageImage, ComicPanel } from '@fanverse/contract';
import { forwardRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { projectRect, transformCss, type Transform } from '../logic/transform';
import styles from '../ComicReader.module.css';

export interface StagePage {
  index: number;
  image: ComicPageImage;
  /** Left edge and width in the view's box (full-size pixels at the view's common height). */
  left: number;
  width: number;
  height: number;
}

interface PagedStageProps {
  pages: readonly StagePage[];
  numPages: number;
  box: { width: number; height: number };
  transform: Transform;
  /** Guided view: the panel shown (page pixels) and which it is; null shows the whole page. */
  guided: { panel: ComicPanel; number: number; count: number } | null;
  animate: boolean;
  onImageShown(page: number): void;
}

/**
 * Single page, double-page spread and guided view: the view's pages side by side in a box of
 * full-size pixels, moved by one CSS transform (fit, zoom, pan, or a panel filling the screen).
 * In guided view a window the panel's size sits over the panel and its shadow masks the rest with
 * the panel's mask colour. `data-transform` and `data-region` let tests read the geometry back.
 */
export const PagedStage = forwardRef<HTMLDivElement, PagedStageProps>(function PagedStage(
  { pages, numPages, box, transform, guided, animate, onImageShown },
  ref,
) {
  const { t } = useTranslation();
  const first = pages[0];
  const reading = [...pages].sort((a, b) => a.index - b.index);
  const window = guided
    ? projectRect(
        {
          x: guided.panel.start_x,
          y: guided.panel.start_y,
          width: guided.panel.size_x,
          height: guided.panel.size_y,
        },
        transform,
      )
    : null;
  return (
    <div
      ref={ref}
      className={styles.stage}
      data-testid="reader-page"
      data-page={(reading[0]?.index ?? 0) + 1}
      data-pages={reading.map((page) => page.index + 1).join(',')}
      data-panel={guided ? guided.number : undefined}
    >
      <div
        className={`${styles.content} ${animate ? styles.animate : ''}`}
        style={{ width: box.width, height: box.height, transform: transformCss(transform) }}
        data-testid="reader-content"
        data-transform={`${transform.scale} ${transform.x} ${transform.y}`}
        data-box={`${box.width} ${box.height}`}
      >
        {pages.map((page) =>
          page.image.signed_url === '' ? (
            // Its address is still on the way (the first reply has only the first pages).
            <span
              key={page.image.page_number}
              className={styles.pageImage}
              style={{ left: page.left, width: page.width, height: page.height }}
              role="img"
              aria-label={t('comics.reader.pageAlt', { page: page.index + 1, total: numPages })}
              aria-busy="true"
              data-page-image={page.index + 1}
            />
          ) : (
            <img
              key={page.image.page_number}
              className={styles.pageImage}
              src={page.image.signed_url}
              alt={t('comics.reader.pageAlt', { page: page.index + 1, total: numPages })}
              style={{ left: page.left, width: page.width, height: page.height }}
              width={page.image.width}
              height={page.image.height}
              decoding="sync"
              draggable={false}
              data-page-image={page.index + 1}
              fetchPriority="high"
              onLoad={() => onImageShown(page.index)}
            />
          ),
        )}
      </div>
      {guided && window && first && (
        <div
          className={`${styles.panelWindow} ${animate ? styles.animate : ''}`}
          style={{
            left: window.x,
            top: window.y,
            width: window.width,
            height: window.height,
            boxShadow: `0 0 0 200vmax ${guided.panel.mask_color}`,
          }}
          data-testid="guided-window"
          data-region={`${guided.panel.start_x},${guided.panel.start_y},${guided.panel.size_x},${guided.panel.size_y}`}
          aria-hidden="true"
        />
      )}
    </div>
  );
});
