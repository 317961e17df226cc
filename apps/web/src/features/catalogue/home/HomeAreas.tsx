import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ShopLink } from '../../../components/catalogue';
import { Icon } from '../../../components/ui/Icon';
import { HOME_AREAS } from './home-areas';
import styles from './HomePage.module.css';

/** Every area of Fanverse, open or coming: the start page's map of the site. */
export function HomeAreas() {
  const { t } = useTranslation();
  return (
    <section id="whats-coming" className={styles.areas} aria-labelledby="home-sections-title">
      <div className={styles.areasHeader}>
        <h2 id="home-sections-title" className={styles.areasTitle}>
          {t('home.sections.title')}
        </h2>
        <p className={styles.areasIntro}>{t('home.sections.intro')}</p>
      </div>
      <ul className={styles.areaGrid}>
        {HOME_AREAS.map((area) => {
          const title = t(`home.sections.${area.id}.title`);
          const open = Boolean(area.to ?? area.shop);
          return (
            <li key={area.id} className={styles.area} data-section={area.id}>
              <span className={styles.areaIcon}>
                <Icon name={area.icon} />
              </span>
              <h3 className={styles.areaTitle}>
                {area.to && <Link to={area.to}>{title}</Link>}
                {area.shop && (
                  <ShopLink name={area.shop} href={`/shop/${area.shop}`}>
                    {title}
                  </ShopLink>
                )}
                {!open && title}
              </h3>
              <p className={styles.areaBody}>{t(`home.sections.${area.id}.body`)}</p>
              {!open && <span className={styles.badge}>{t('home.sections.comingSoon')}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
