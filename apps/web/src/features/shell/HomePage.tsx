import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { HOME_SECTIONS } from './home-sections';
import styles from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroArt} aria-hidden="true">
          <span className={styles.orbA} />
          <span className={styles.orbB} />
          <span className={styles.ring} />
        </div>
        <div className={styles.heroContent}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('home.hero.title')}
          </h1>
          <p className={styles.lead}>{t('home.hero.lead')}</p>
          <div className={styles.ctas}>
            <a className={styles.primary} href="#whats-coming">
              {t('home.hero.primaryCta')}
              <Icon name="arrow" className={styles.ctaIcon} />
            </a>
            <Link className={styles.secondary} to="/myoriginstory">
              {t('home.hero.secondaryCta')}
            </Link>
          </div>
        </div>
      </section>

      <section id="whats-coming" className={styles.sections} aria-labelledby="home-sections-title">
        <div className={styles.sectionsHeader}>
          <h2 id="home-sections-title" className={styles.sectionsTitle}>
            {t('home.sections.title')}
          </h2>
          <p className={styles.sectionsIntro}>{t('home.sections.intro')}</p>
        </div>
        <ul className={styles.grid}>
          {HOME_SECTIONS.map((section) => (
            <li key={section.id} className={styles.card} data-section={section.id}>
              <span className={styles.cardIcon}>
                <Icon name={section.icon} />
              </span>
              <h3 className={styles.cardTitle}>
                {section.to ? (
                  <Link to={section.to}>{t(`home.sections.${section.id}.title`)}</Link>
                ) : (
                  t(`home.sections.${section.id}.title`)
                )}
              </h3>
              <p className={styles.cardBody}>{t(`home.sections.${section.id}.body`)}</p>
              {!section.to && <span className={styles.badge}>{t('home.sections.comingSoon')}</span>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default HomePage;
