export const TAGS = ['playback'];

/** A request header as one string; absent, empty or repeated (an array) reads as undefined. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
