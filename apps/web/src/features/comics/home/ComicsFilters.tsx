import type { BrowseComics } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { COMICS_HOME_PATH } from '../comics-paths';
import {
  choiceSearch,
  sameChoice,
  setChoice,
  toggleFilter,
  withSort,
  type BrowseChoice,
} from './browse-choice';
import styles from '../comics.module.css';
import homeStyles from './ComicsHomePage.module.css';

export interface ComicsFiltersProps {
  browse: BrowseComics;
  choice: BrowseChoice;
}

/**
 * The ways to narrow the books: ready-made picks, categories, one group per filter section, and
 * the sorts. Every choice is a link to the address of the resulting list, so it works before the
 * app has started, opens in a new tab, and is a Tab stop with its state (`aria-current`).
 */
export function ComicsFilters({ browse, choice }: ComicsFiltersProps) {
  const { t } = useTranslation();
  const link = (next: BrowseChoice) => ({ pathname: COMICS_HOME_PATH, search: choiceSearch(next) });
  const currentSort = choice.sort ?? browse.sorts[0]?.key;

  return (
    <div className={homeStyles.filters}>
      {browse.filter_sets.length > 0 && (
        <nav className={homeStyles.group} aria-labelledby="comics-sets">
          <h2 id="comics-sets" className={homeStyles.groupTitle}>
            {t('comics.home.sets')}
          </h2>
          <ul className={styles.chips}>
            {browse.filter_sets.map((set) => {
              const next = setChoice(set);
              return (
                <li key={set.slug}>
                  <Link
                    className={styles.chip}
                    to={link(next)}
                    aria-current={sameChoice(next, choice) ? 'true' : undefined}
                    preventScrollReset
                  >
                    {set.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {browse.categories.length > 0 && (
        <nav className={homeStyles.group} aria-labelledby="comics-categories">
          <h2 id="comics-categories" className={homeStyles.groupTitle}>
            {t('comics.home.categories')}
          </h2>
          <ul className={styles.chips}>
            {browse.categories.map((category) => (
              <li key={category.slug}>
                <Link
                  className={styles.chip}
                  to={link(toggleFilter(choice, 'tag', category.slug))}
                  aria-current={choice.tag === category.slug ? 'true' : undefined}
                  preventScrollReset
                >
                  {category.title} <span className={styles.count}>{category.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={homeStyles.sections} role="group" aria-label={t('comics.home.filters')}>
        {browse.filter_sections
          .filter((section) => section.key !== 'tag' || browse.categories.length === 0)
          .map((section) => (
            <nav
              key={section.key}
              className={homeStyles.group}
              aria-labelledby={`comics-filter-${section.key}`}
            >
              <h2 id={`comics-filter-${section.key}`} className={homeStyles.groupTitle}>
                {section.title}
              </h2>
              <ul className={styles.chips}>
                <li>
                  <Link
                    className={styles.chip}
                    to={link({ ...choice, [section.key]: undefined })}
                    aria-current={choice[section.key] ? undefined : 'true'}
                    preventScrollReset
                  >
                    {t('comics.home.any')}
                  </Link>
                </li>
                {section.options.map((option) => (
                  <li key={option.value}>
                    <Link
                      className={styles.chip}
                      to={link(toggleFilter(choice, section.key, option.value))}
                      aria-current={choice[section.key] === option.value ? 'true' : undefined}
                      preventScrollReset
                    >
                      {option.label} <span className={styles.count}>{option.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
      </div>
      {browse.sorts.length > 0 && (
        <nav className={homeStyles.group} aria-labelledby="comics-sort">
          <h2 id="comics-sort" className={homeStyles.groupTitle}>
            {t('comics.home.sort')}
          </h2>
          <ul className={styles.chips}>
            {browse.sorts.map((sort) => (
              <li key={sort.key}>
                <Link
                  className={styles.chip}
                  to={link(withSort(choice, sort.key))}
                  aria-current={currentSort === sort.key ? 'true' : undefined}
                  preventScrollReset
                >
                  {sort.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
