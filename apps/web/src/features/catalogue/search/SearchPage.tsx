import { isAbortError } from '@fanverse/client';
import { SEARCH_MAX_LENGTH } from '@fanverse/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { GridSkeleton, ItemGrid, LoadError, Pager, readPageParam } from '../../../components/catalogue';
import { Icon } from '../../../components/ui/Icon';
import { useSearch } from '../api/search-catalogue';
import { groupResults } from './group-results';
import { useRecentSearches } from './recent-searches';
import pageStyles from '../catalogue.module.css';
import styles from './SearchPage.module.css';

/** Long enough to type a word, short enough to feel live. */
const TYPING_PAUSE_MS = 300;

/**
 * `/search?q=`: title search over series, episodes and clips, as you type (after a short pause)
 * and on submit. The words live in the address; the five most recent searches (submitted, or
 * followed to a result) are offered while the box is empty.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = readPageParam(params);
  const [text, setText] = useState(q);
  // The words this page put in the address itself, as opposed to Back, Forward or a link.
  const [ownQ, setOwnQ] = useState<string | null>(null);
  const [shownQ, setShownQ] = useState(q);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { recent, remember, clear } = useRecentSearches();
  const results = useSearch(q, page);

  // The address changed under the box (Back, Forward, a link): the box follows it. Adjusted
  // while rendering, the way React recommends for state that tracks a changing value; words
  // this page searched for itself leave the box alone, since the visitor may still be typing.
  if (shownQ !== q) {
    setShownQ(q);
    if (q !== ownQ && text.trim() !== q) setText(q);
  }

  useEffect(() => () => clearTimeout(typing.current), []);

  const search = (words: string, options: { replace?: boolean } = {}) => {
    clearTimeout(typing.current);
    setOwnQ(words);
    setParams(words ? { q: words } : {}, options);
  };

  // As-you-type: once typing pauses, the words replace the address (no history entry per word).
  const type = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      const words = value.trim();
      if (words !== q) search(words, { replace: true });
    }, TYPING_PAUSE_MS);
  };

  // Words typed into the server-rendered box before the app took the page over are in the box
  // but not in this state (no change event reached a component yet): search for them now
  // instead of losing them. Once, on the first commit; after that the box is this state's.
  const box = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = box.current?.value;
    if (typed !== undefined && typed !== text) type(typed);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    remember(words);
    if (words !== q || page !== 1) search(words);
    else clearTimeout(typing.current);
  };

  const searchFor = (term: string) => {
    setText(term);
    remember(term);
    search(term);
  };

  const cancelled = results.isError && isAbortError(results.error);
  const data = results.data;
  const groups = data ? groupResults(data.values) : [];

  return (
    <div className={pageStyles.page}>
      <title>{q ? t('catalogue.search.pageTitleFor', { q }) : t('catalogue.search.pageTitle')}</title>
      <header className={pageStyles.pageHead}>
        <h1 className={pageStyles.pageTitle}>{t('catalogue.search.title')}</h1>
        <form role="search" className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('catalogue.search.label')}
          </label>
          <span className={styles.field}>
            <Icon name="search" className={styles.fieldIcon} />
            <input
              ref={box}
              id={inputId}
              className={styles.input}
              type="search"
              name="q"
              value={text}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('catalogue.search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => type(event.target.value)}
            />
          </span>
          <button type="submit" className={styles.submit}>
            {t('catalogue.search.submit')}
          </button>
        </form>
      </header>

      {!q && recent.length > 0 && (
        <section className={styles.recent} aria-labelledby="recent-title">
          <div className={styles.recentHead}>
            <h2 id="recent-title" className={styles.recentTitle}>
              {t('catalogue.search.recent')}
            </h2>
            <button type="button" className={styles.clear} onClick={clear}>
              {t('catalogue.search.clearRecent')}
            </button>
          </div>
          <ul className={styles.recentList}>
            {recent.map((term) => (
              <li key={term}>
                <button type="button" className={styles.recentTerm} onClick={() => searchFor(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!q && <p className={pageStyles.empty}>{t('catalogue.search.prompt')}</p>}

      <div aria-live="polite" className={styles.status}>
        {q && data && (
          <p className={styles.count}>
            {data.count === 0
              ? t('catalogue.search.none', { q })
              : t('catalogue.search.count', { count: data.count, q })}
          </p>
        )}
      </div>

      {q && !data && (results.isPending || cancelled) && <GridSkeleton count={6} />}
      {q && results.isError && !cancelled && (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      )}

      {q && data && data.count === 0 && <p className={pageStyles.empty}>{t('catalogue.search.noneHint')}</p>}

      {q && data && data.count > 0 && (
        // Following a result keeps its words among the recent searches.
        <div
          className={styles.results}
          aria-busy={results.isPlaceholderData}
          onClickCapture={() => remember(q)}
        >
          {groups.map((group) => (
            <section
              key={group.type}
              className={pageStyles.section}
              aria-labelledby={`results-${group.type}`}
            >
              <h2 id={`results-${group.type}`} className={pageStyles.sectionTitle}>
                {t(`catalogue.search.groups.${group.type}`)}
              </h2>
              <ItemGrid items={group.items} shape="landscape" showType={group.type === 'Other'} />
            </section>
          ))}
          <Pager page={data.page} numPages={data.num_pages} label={t('catalogue.search.pagerLabel', { q })} />
        </div>
      )}
    </div>
  );
}

export default SearchPage;
