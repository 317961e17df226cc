import { useState } from 'react';
import { sourcesFor, useArtBase, type ArtRef } from './art-base';
import styles from './ArtImage.module.css';

export interface ArtImageProps {
  art: ArtRef | null;
  /** Empty for decorative art (the tile's title already names it). */
  alt: string;
  /** How wide the image is drawn, for the browser's srcset choice (`(min-width: 60rem) 22vw, 45vw`). */
  sizes: string;
  /** Above the fold (masthead, page hero): load at once and early, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * One catalogue image: AVIF, then WebP, in the widths the art server offers, with the JPEG as
 * the fallback every browser decodes. Width and height are the kind's fixed size, so the page
 * does not jump while images arrive; off-screen images load lazily. A missing or broken image
 * leaves a quiet placeholder of the same shape.
 */
export function ArtImage({ art, alt, sizes, priority = false, className }: ArtImageProps) {
  const base = useArtBase();
  const [failed, setFailed] = useState<string | null>(null);
  const sources = art ? sourcesFor(base, art) : null;
  const classes = [styles.art, className].filter(Boolean).join(' ');

  if (!sources || failed === sources.fallback) {
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return (
    <picture className={classes}>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        className={styles.img}
        src={sources.fallback}
        width={sources.width}
        height={sources.height}
        alt={alt}
        // The page's largest image (LCP) is fetched at once and first; the rest wait until
        // they near the screen and decode off the main thread.
        loading={priority ? undefined : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => setFailed(sources.fallback)}
      />
    </picture>
  );
}
