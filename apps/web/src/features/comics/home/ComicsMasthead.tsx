import type { BrowseComics } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArtImage, TileLink, artRefFromPath, targetOf, withKind } from '../../../components/catalogue';
import styles from './ComicsHomePage.module.css';

/**
 * The featured series at the top of the comics home: its hero art (1800×514, the frame holds
 * that shape before it loads), title, text and the way in.
 */
export function ComicsMasthead({ masthead }: { masthead: NonNullable<BrowseComics['masthead']> }) {
  const { t } = useTranslation();
  const art = withKind(artRefFromPath(masthead.image), 'hero');
  const target = targetOf(masthead.url);
  return (
    <section className={styles.masthead} aria-labelledby="comics-masthead">
      <span className={styles.mastheadArt}>
        <ArtImage art={art} alt="" sizes="100vw" priority className={styles.mastheadImage} />
      </span>
      <div className={styles.mastheadCopy}>
        <h2 id="comics-masthead" className={styles.mastheadTitle}>
          {masthead.title}
        </h2>
        {masthead.description && <p className={styles.mastheadText}>{masthead.description}</p>}
        {target && (
          <TileLink target={target} className={styles.mastheadCta}>
            {masthead.cta_text || t('comics.home.mastheadCta')}
            <span className="visually-hidden">: {masthead.title}</span>
          </TileLink>
        )}
      </div>
    </section>
  );
}
