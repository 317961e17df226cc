export { createBookmarksCalls } from './bookmarks-calls';
export { createDiscussionsCalls } from './discussions-calls';
export { createReviewsCalls } from './reviews-calls';
export type {
  BookmarksCalls,
  DiscussionsCalls,
  NewThreadInput,
  ReplyInput,
  ReplyModerationInput,
  ReviewInput,
  ReviewsCalls,
  ThreadEditInput,
  ThreadModerationInput,
} from './discussions-types';
