/**
 * Where the picture and sound of a video come from, as ffmpeg inputs. The packager scales the
 * video to every rendition of the ladder, so any size and frame rate will do.
 */
export interface VideoSource {
  /** ffmpeg input options: `-i file`, or generators such as `-f lavfi -i testsrc2=…`. */
  inputArgs: readonly string[];
  /** The video stream as a filtergraph input: `0:v`. */
  video: string;
  /** Filters applied to the picture before it is scaled (titles drawn on it, for instance). */
  videoFilters?: readonly string[];
  /** The audio stream to map (`1:a`, `0:a:0?`), or null for a silent video. */
  audio: string | null;
  /**
   * Names the picture and sound: a video already prepared from a source with the same
   * fingerprint is not prepared again; a new fingerprint (a changed title) redoes it.
   */
  fingerprint: string;
}

/** A video file on disk; its first audio stream, if it has one. */
export function fileSource(file: string, fingerprint: string): VideoSource {
  return { inputArgs: ['-i', file], video: '0:v:0', audio: '0:a:0?', fingerprint };
}

/**
 * Escapes a value for a filter option inside a filtergraph: once for the option parser
 * (`\ ' :`), once more for the graph parser (`\ ' [ ] , ;`).
 */
export function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, '\\$&');
  return option.replace(/[\\'[\],;]/g, '\\$&');
}
