import type { ComicPageImage } from '@fanverse/contract';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import styles from '../ComicReader.module.css';

interface VerticalStageProps {
  images: readonly ComicPageImage[];
  page: number;
  /** Bumped when the reader moves by key, slider or strip: scroll that page into view. */
  jump: number;
  onVisiblePage(page: number): void;
  onImageShown(): void;
  /** Receives the scrolling element (the reader scrolls it by key while focus is elsewhere). */
  onScroller?(element: HTMLDivElement | null): void;
}

/**
 * Continuous vertical scroll (the default for `vertical` books): the pages one under the other,
 * the page most in view is the current one. Pages far from view load lazily.
 */
export function VerticalStage({
  images,
  page,
  jump,
  onVisiblePage,
  onImageShown,
  onScroller,
}: VerticalStageProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      onScroller?.(element);
    },
    [onScroller],
  );
  const onVisible = useEffectEvent((index: number) => onVisiblePage(index));

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const ratios = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          ratios.set(Number((entry.target as HTMLElement).dataset.index), entry.intersectionRatio);
        let best = -1;
        let bestRatio = 0;
        for (const [index, ratio] of ratios) {
          if (ratio > bestRatio) {
            best = index;
            bestRatio = ratio;
          }
        }
        if (best >= 0) onVisible(best);
      },
      { root, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const child of root.querySelectorAll('[data-index]')) observer.observe(child);
    return () => observer.disconnect();
  }, [images]);

  useEffect(() => {
    if (jump === 0) return;
    const target = rootRef.current?.querySelector(`[data-index="${page}"]`);
    target?.scrollIntoView?.({ block: 'start' });
    // Only a jump scrolls; the page the reader scrolled to must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jump]);

  return (
    <div
      ref={attach}
      className={styles.vertical}
      data-page={page + 1}
      data-testid="reader-page"
      tabIndex={0}
      role="region"
      aria-label={t('comics.reader.scrollRegion')}
    >
      {images.map((image, index) => (
        <img
          key={image.page_number}
          data-index={index}
          className={styles.verticalPage}
          src={image.signed_url || undefined}
          onLoad={index === page ? onImageShown : undefined}
          alt={t('comics.reader.pageAlt', { page: index + 1, total: images.length })}
          width={image.width}
          height={image.height}
          loading={Math.abs(index - page) <= 2 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}
