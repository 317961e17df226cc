import { isAbortError } from '@fanverse/client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/catalogue';
import { useComicsBrowse } from '../api/get-comics-browse';
import { choiceSearch, readChoice } from './browse-choice';
import { ComicsFilters } from './ComicsFilters';
import { ComicsMasthead } from './ComicsMasthead';
import { ComicsRails } from './ComicsRails';
import { ComicsResults } from './ComicsResults';
import pageStyles from '../../../components/ui/Page.module.css';
import homeStyles from './ComicsHomePage.module.css';

/**
 * `/comics`: the featured series, the comics homepage's rails (`comics` flavor: new books, the
 * series...), the picks, categories, filters and sorts of the browse-comics
 * homepage (`GET /api/comics/1/browse/`), and the books they choose
 * (`GET /api/comics/1/browse/books`), a page at a time. The choice lives in the address.
 */
export function ComicsHomePage() {
  const { t } = useTranslation();
  const browse = useComicsBrowse();
  const [search] = useSearchParams();
  const choice = readChoice(search);
  const cancelled = browse.isError && isAbortError(browse.error);

  return (
    <div className={pageStyles.page}>
      <title>{t('comics.home.pageTitle')}</title>
      <header className={pageStyles.pageHead}>
        <h1 className={pageStyles.pageTitle}>{t('comics.home.title')}</h1>
        <p className={pageStyles.lead}>{t('comics.home.lead')}</p>
      </header>
      {(browse.isPending || cancelled) && <div className={homeStyles.filtersSkeleton} aria-hidden="true" />}
      {browse.isError && !cancelled && (
        <LoadError error={browse.error} onRetry={() => void browse.refetch()} />
      )}
      {browse.data?.masthead && <ComicsMasthead masthead={browse.data.masthead} />}
      <ComicsRails />
      {browse.data && <ComicsFilters browse={browse.data} choice={choice} />}
      <ComicsResults key={choiceSearch(choice)} choice={choice} />
    </div>
  );
}

export default ComicsHomePage;
