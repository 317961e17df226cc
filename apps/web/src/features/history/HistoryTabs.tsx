import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HISTORY_FILTERS, type HistoryFilter } from './history-model';
import styles from './history.module.css';

export const tabId = (filter: HistoryFilter) => `history-tab-${filter}`;
export const panelId = (filter: HistoryFilter) => `history-panel-${filter}`;

/**
 * Video / Comics, as WAI-ARIA tabs: one tab stop (the selected tab); Left and Right move between
 * the tabs (wrapping), Home and End to the first and last, and a tab is shown as soon as it has
 * focus (both lists are one call away).
 */
export function HistoryTabs({
  selected,
  onSelect,
}: {
  selected: HistoryFilter;
  onSelect: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<HistoryFilter, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = HISTORY_FILTERS.indexOf(selected);
    const last = HISTORY_FILTERS.length - 1;
    const to: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const index = to[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const filter = HISTORY_FILTERS[index]!;
    onSelect(filter);
    tabs.current[filter]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('history.page.filter')} className={styles.tabs} onKeyDown={onKeyDown}>
      {HISTORY_FILTERS.map((filter) => (
        <button
          key={filter}
          ref={(element) => {
            tabs.current[filter] = element;
          }}
          type="button"
          role="tab"
          id={tabId(filter)}
          aria-selected={filter === selected}
          aria-controls={panelId(filter)}
          tabIndex={filter === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(filter)}
        >
          {t(`history.tabs.${filter}`)}
        </button>
      ))}
    </div>
  );
}
