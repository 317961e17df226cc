export { activityKeys, refreshActivity } from './activity-keys';
export { ProgressBar, percentOf, type ProgressBarProps } from './ProgressBar';
export { WatchedTick, type WatchedTickProps } from './WatchedTick';
export {
  progressFromReply,
  searchProgress,
  useItemProgress,
  type ItemProgress,
  type ItemProgressAnswer,
  type ItemsOnScreen,
  type ProgressByUuid,
} from './use-item-progress';
export { HISTORY_PAGE_PATH } from './history-page-path';
export { ContentActions } from './ContentActions';
export { LikeButton, type LikeButtonProps } from './LikeButton';
export { expectedLikes, likesKeys, likesQueryOptions, useLikes, useToggleLike } from './use-likes';
