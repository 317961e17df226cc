import { sourcesFor, useArtBase, type ArtRef } from './art-base';
import styles from './ArtImage.module.css';

export interface ResponsiveArtProps {
  /** The wide kind for tablets and up (a banner's hero, a series' hero-hd). */
  wide: ArtRef | null;
  /** The kind phones get instead (a banner's square mobile art, a series' box art). */
  narrow: ArtRef | null;
  alt: string;
  priority?: boolean;
  className?: string;
}

/** From this width up the wide art is used (phones in portrait get the narrow one). */
const WIDE = '(min-width: 48rem)';

/**
 * Art drawn full width that changes shape on phones (art direction): AVIF and WebP of the wide
 * kind above 48rem, of the narrow kind below, with the wide JPEG as the fallback.
 */
export function ResponsiveArt({ wide, narrow, alt, priority = false, className }: ResponsiveArtProps) {
  const base = useArtBase();
  const large = wide ? sourcesFor(base, wide) : null;
  const small = narrow ? sourcesFor(base, narrow) : null;
  const fallback = large ?? small;
  const classes = [styles.art, className].filter(Boolean).join(' ');
  if (!fallback) return <span className={`${classes} ${styles.placeholder}`} aria-hidden="true" />;
  return (
    <picture className={classes}>
      {large && small && (
        <>
          <source media={WIDE} type="image/avif" srcSet={large.avif} sizes="100vw" />
          <source media={WIDE} type="image/webp" srcSet={large.webp} sizes="100vw" />
          <source type="image/avif" srcSet={small.avif} sizes="100vw" />
          <source type="image/webp" srcSet={small.webp} sizes="100vw" />
          <source type="image/jpeg" srcSet={small.fallback} media="(max-width: 47.99rem)" />
        </>
      )}
      {!(large && small) && (
        <>
          <source type="image/avif" srcSet={fallback.avif} sizes="100vw" />
          <source type="image/webp" srcSet={fallback.webp} sizes="100vw" />
        </>
      )}
      <img
        className={styles.img}
        src={fallback.fallback}
        width={fallback.width}
        height={fallback.height}
        alt={alt}
        // The page's largest image (LCP) is fetched at once and first; the rest wait until
        // they near the screen and decode off the main thread.
        loading={priority ? undefined : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
