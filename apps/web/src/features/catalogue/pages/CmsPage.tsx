import { normaliseItemType } from '@fanverse/client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { ArtImage, artRefFromPath, DetailSkeleton, LoadError } from '../../../components/catalogue';
import { useContentLang } from '../api/catalogue-query';
import { useCmsPage } from '../api/get-cms-page';
import { formatDate, isoDate, paragraphsOf } from '../format';
import pageStyles from '../catalogue.module.css';
import styles from './CmsPage.module.css';

const PLAIN_COLOR = /^#[0-9a-f]{3,8}$/i;

/** `/pages/:slug`: an editorial page: masthead image, title, author and date, then its paragraphs. */
export function CmsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const lang = useContentLang();
  const page = useCmsPage(slug);

  if (page.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (page.isError) {
    return (
      <div className={pageStyles.page}>
        <LoadError error={page.error} onRetry={() => void page.refetch()} whole />
      </div>
    );
  }

  const data = page.data;
  const kind = normaliseItemType({ item_type: 'CMSPage', cms_page_type: data.cms_page_type });
  const published = formatDate(data.publish_date, lang);
  const background = PLAIN_COLOR.test(data.masthead_background) ? data.masthead_background : undefined;
  return (
    <article className={styles.article}>
      <title>{t('catalogue.pageTitle', { title: data.title })}</title>
      <header className={styles.masthead} style={background ? { backgroundColor: background } : undefined}>
        <ArtImage
          art={artRefFromPath(data.large)}
          alt=""
          sizes="100vw"
          priority
          className={styles.mastheadArt}
        />
      </header>
      <div className={styles.body}>
        <p className={pageStyles.eyebrow}>{t(`catalogue.itemTypes.${kind}`)}</p>
        <h1 className={pageStyles.pageTitle}>{data.title}</h1>
        {data.description && <p className={styles.standfirst}>{data.description}</p>}
        <p className={styles.byline}>
          {data.author && <span>{t('catalogue.cms.by', { author: data.author })}</span>}
          {published && <time dateTime={isoDate(data.publish_date)}>{published}</time>}
        </p>
        <div className={styles.text}>
          {paragraphsOf(data.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {data.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('catalogue.cms.tags')}>
            {data.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

export default CmsPage;
