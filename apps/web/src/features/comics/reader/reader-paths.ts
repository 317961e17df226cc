/** The reader's address, and the book page it closes back to. */
export function comicReaderPath(uuid: string): string {
  return `/comics/read/${encodeURIComponent(uuid)}`;
}

export function comicBookPath(uuid: string): string {
  return `/comics/book/${encodeURIComponent(uuid)}`;
}
