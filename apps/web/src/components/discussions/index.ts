export { BookmarkToggle, type BookmarkToggleProps } from './BookmarkToggle';
export {
  bookmarkedAmong,
  bookmarkStateQueryOptions,
  useBookmarkedPaths,
  type BookmarkedPaths,
} from './bookmark-check';
export { useToggleBookmark } from './use-toggle-bookmark';
export { BOARDS_PAGE_PATH, BOOKMARKS_PAGE_PATH, bookmarksKeys } from './discussions-keys';
export { errorCodes, hasCode } from './discussion-errors';
export { RatingsSection, type RatingsSectionProps } from './ratings/RatingsSection';
export { StarDisplay } from './StarDisplay';
export { StarRating, type StarRatingProps } from './StarRating';
