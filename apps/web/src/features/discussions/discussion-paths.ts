/** The discussion pages' addresses (a board's and a thread's come from data: `path`). */
export const BOARDS_PATH = '/boards';
export const BROWSE_PATH = '/browse';
export const COMICS_PATH = '/comics';
