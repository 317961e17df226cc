import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { SafeLink } from '../../components/ui/SafeLink';
import { useBoards } from './api/list-boards';
import { BROWSE_PATH, COMICS_PATH } from './discussion-paths';
import styles from './discussions.module.css';

/**
 * `/boards`: the community's general boards with their thread counts, and where the others are:
 * every series and comic series has a board of its own, reached from the title's page.
 */
export function BoardsPage() {
  const { t } = useTranslation();
  const boards = useBoards();
  const general = (boards.data?.values ?? []).filter((board) => board.kind === 'general');

  return (
    <div className={styles.page}>
      <title>{t('discussions.boards.pageTitle')}</title>
      <header className={styles.headText}>
        <h1 className={styles.title}>{t('discussions.boards.title')}</h1>
        <p className={styles.lead}>{t('discussions.boards.lead')}</p>
      </header>
      <section className={styles.section} aria-labelledby="general-boards-title">
        <h2 id="general-boards-title" className={styles.sectionTitle}>
          {t('discussions.boards.general')}
        </h2>
        {boards.isPending && (
          <p role="status" className={styles.state}>
            {t('discussions.boards.loading')}
          </p>
        )}
        {boards.isError && <LoadError error={boards.error} onRetry={() => void boards.refetch()} />}
        {boards.isSuccess && general.length === 0 && (
          <p className={styles.empty}>{t('discussions.boards.empty')}</p>
        )}
        {general.length > 0 && (
          <ul className={styles.cards}>
            {general.map((board) => (
              <li key={board.uuid} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <SafeLink to={board.path}>{board.title}</SafeLink>
                </h3>
                {board.description && <p className={styles.cardText}>{board.description}</p>}
                <p className={styles.meta}>
                  {t('discussions.boards.threadCount', { count: board.thread_count })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.note} aria-labelledby="title-boards-title">
        <h2 id="title-boards-title" className={styles.noteTitle}>
          {t('discussions.boards.titleBoards')}
        </h2>
        <p>{t('discussions.boards.titleBoardsText')}</p>
        <p className={styles.links}>
          <Link to={BROWSE_PATH}>{t('discussions.boards.browseSeries')}</Link>
          <Link to={COMICS_PATH}>{t('discussions.boards.browseComics')}</Link>
        </p>
      </section>
    </div>
  );
}
