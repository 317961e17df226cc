import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArtImage, artRefFromPath, withKind } from '../../../components/catalogue';
import { useCast } from '../api/get-cast';
import styles from './series.module.css';
import pageStyles from '../catalogue.module.css';

/** The people of a series with their pictures (`GET /api/5/series/{id}/cast`). */
export function CastList({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation();
  const cast = useCast(seriesId);
  // The cast is extra: while it loads, or if it cannot, the rest of the page stands on its own.
  if (!cast.data || cast.data.length === 0) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="cast-title">
      <h2 id="cast-title" className={pageStyles.sectionTitle}>
        {t('catalogue.series.cast')}
      </h2>
      <ul className={styles.cast}>
        {cast.data.map((member) => (
          <li key={member.id} className={styles.castMember}>
            <span className={styles.castPicture}>
              <ArtImage
                art={withKind(
                  artRefFromPath(member.profile_picture) ?? artRefFromPath(member.picture),
                  'profile',
                )}
                alt=""
                sizes="8rem"
              />
            </span>
            <span className={styles.castName}>{member.names}</span>
            {member.character_name && (
              <span className={styles.castRole}>
                {t('catalogue.series.as', { character: member.character_name })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
