export { HistoryPage, HISTORY_UNDO_MS } from './HistoryPage';
