export { BoardsPage } from './BoardsPage';
export { BoardPage } from './BoardPage';
export { ThreadPage } from './ThreadPage';
export { PostText } from './PostText';
export { splitPostText, splitPostLine, safeWebHref, type PostPart } from './post-links';
