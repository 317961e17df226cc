import crypto from 'node:crypto';
import { filterValue, type VideoSource } from '../../media/video/video-source';
import type { DemoMediaItem } from '../demo/demo-extension';

/** The demo's picture size: that of the largest rendition, so nothing is scaled up. */
const SIZE = '640x360';
const FRAME_RATE = 24;
/** Tones a pleasant step apart (A3 upwards), one per video, so neighbours do not sound alike. */
const TONES = [220, 247, 262, 294, 330, 349, 392, 440];

const LABELS: Record<string, string> = { recap: 'RECAP', intro: 'INTRO', credits: 'CREDITS' };

const seed = (uuid: string) => crypto.createHash('sha256').update(uuid).digest().readUInt32BE(0);

/** Titles are one line: long ones get a smaller size (bold sans is about 0.6 em per character). */
function titleSize(title: string): number {
  return Math.max(16, Math.min(36, Math.floor(580 / (0.6 * Math.max(1, [...title].length)))));
}

function drawText(font: string, text: string, extra: string[]): string {
  return [
    `drawtext=fontfile=${filterValue(font)}`,
    `text=${filterValue(text)}`,
    // Titles are shown as written: no %{…} expansion of what an editor typed.
    'expansion=none',
    ...extra,
  ].join(':');
}

/**
 * The original picture and sound of a demo video: ffmpeg's moving test pattern, a steady tone,
 * the item's (English) title, and for episodes RECAP, INTRO and CREDITS while those parts play,
 * so the skip buttons visibly skip something. Without a font the picture has no text.
 */
export function demoVideoSource(item: DemoMediaItem, font: string | undefined): VideoSource {
  const duration = Math.max(1, item.duration_seconds);
  const tone = TONES[seed(item.video_uuid) % TONES.length]!;
  const filters: string[] = [];
  if (font) {
    const title = item.title.en;
    filters.push(
      drawText(font, title, [
        `fontsize=${titleSize(title)}`,
        'fontcolor=white',
        'box=1',
        'boxcolor=black@0.6',
        'boxborderw=12',
        'x=(w-text_w)/2',
        'y=h*0.68',
      ]),
    );
    for (const part of item.timestamps) {
      const label = LABELS[part.label];
      if (!label) continue;
      filters.push(
        drawText(font, label, [
          'fontsize=28',
          'fontcolor=yellow',
          'box=1',
          'boxcolor=black@0.6',
          'boxborderw=8',
          // Top right: testsrc2 draws its own clock at the top left.
          'x=w-text_w-24',
          'y=24',
          `enable=${filterValue(`between(t,${part.start_seconds},${part.end_seconds})`)}`,
        ]),
      );
    }
  }
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: 1, title: item.title.en, duration, tone, timestamps: item.timestamps, font }))
    .digest('hex');
  return {
    inputArgs: [
      ...['-f', 'lavfi', '-i', `testsrc2=size=${SIZE}:rate=${FRAME_RATE}:duration=${duration}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=48000:duration=${duration}`],
    ],
    video: '0:v',
    videoFilters: filters,
    audio: '1:a',
    fingerprint,
  };
}
