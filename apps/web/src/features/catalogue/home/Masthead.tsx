import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ResponsiveArt, TileLink } from '../../../components/catalogue';
import type { MastheadSlide } from './home-layout';
import styles from './Masthead.module.css';

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The featured banners at the top of home: one slide per screen width, swiped on touch screens
 * and picked with the numbered buttons otherwise. It never turns by itself: moving content is
 * hard to read and to reach (WCAG 2.2.2), and a visitor decides when to look at the next one.
 */
export function Masthead({ slides }: { slides: readonly MastheadSlide[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = track.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The slide mostly in view is the current one, however the visitor got there.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: element, threshold: 0.6 },
    );
    element.querySelectorAll(':scope > [data-index]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [slides.length]);

  const show = (index: number) => {
    const slide = track.current?.children[index] as HTMLElement | undefined;
    if (!slide || !track.current) return;
    track.current.scrollTo({
      left: slide.offsetLeft - track.current.offsetLeft,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    setCurrent(index);
  };

  if (slides.length === 0) return null;
  return (
    <section
      className={styles.masthead}
      aria-roledescription={t('catalogue.masthead.role')}
      aria-label={t('catalogue.masthead.label')}
    >
      <div ref={track} className={styles.track}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            className={styles.slide}
            data-index={index}
            aria-roledescription={t('catalogue.masthead.slide')}
            aria-label={t('catalogue.masthead.slideOf', { index: index + 1, count: slides.length })}
            style={slide.color ? { backgroundColor: slide.color } : undefined}
          >
            <ResponsiveArt
              wide={slide.wide}
              narrow={slide.narrow}
              alt=""
              priority={index === 0}
              className={styles.art}
            />
            <div className={styles.copy}>
              <h2 className={styles.title}>{slide.title}</h2>
              {slide.text && <p className={styles.text}>{slide.text}</p>}
              {slide.target && (
                <TileLink target={slide.target} className={styles.cta}>
                  {slide.cta || t('catalogue.masthead.open')}
                  <span className="visually-hidden">: {slide.title}</span>
                </TileLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.picker}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-pressed={index === current}
              aria-label={t('catalogue.masthead.show', { index: index + 1, title: slide.title })}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The masthead's place while the homepage loads: the same fixed height, so nothing below moves
 * when the slides arrive. Decorative (the rails' skeletons announce the loading).
 */
export function MastheadSkeleton() {
  return <div className={styles.skeleton} aria-hidden="true" />;
}
