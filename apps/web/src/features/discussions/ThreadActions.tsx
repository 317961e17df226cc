import type { DiscussionThread } from '@fanverse/contract';
import { BookmarkToggle } from '../../components/discussions/BookmarkToggle';

/** What a thread row offers: its bookmark toggle (the shared one, so every screen agrees). */
export function ThreadActions({ thread }: { thread: DiscussionThread }) {
  return <BookmarkToggle path={thread.path} threadTitle={thread.title} />;
}
