import crypto from 'node:crypto';
import { filterValue } from '../../media/video/video-source';

/** The ad's length: long enough to read twice, short enough to be skippable only once (after 5 s). */
export const HOUSE_AD_SECONDS = 8;
const SIZE = { width: 640, height: 360 };
const FRAME_RATE = 24;
/** The moving art is computed per pixel (geq): at a quarter of the area, then scaled up smooth. */
const ART_SCALE = 2;
const FADE_SECONDS = 0.6;

/** What the picture says, in both languages of the site: the video itself is not translated. */
export const HOUSE_AD_LINES = {
  headline: 'Go ad-free with Fanverse Premium',
  subline: 'Sin anuncios con Fanverse Premium',
  perks: 'All series and comics · HD · Cast',
} as const;

function drawText(font: string, text: string, extra: string[]): string {
  return [
    `drawtext=fontfile=${filterValue(font)}`,
    `text=${filterValue(text)}`,
    'expansion=none',
    ...extra,
  ].join(':');
}

export interface HouseAdEncoding {
  /** Every ffmpeg argument after the global ones, ending with the output file. */
  args: string[];
  /** Names the picture and sound: a file made from another fingerprint is made again. */
  fingerprint: string;
}

/**
 * The premium upsell's picture and sound, all generated (nothing licensed): slowly drifting
 * colour fields computed by ffmpeg's geq, a dark band with the headline in English and
 * Spanish, fades in and out, and a soft two-note chime (C5, E5) once a second. Without a font
 * the art and the chime still make a valid ad, only without words. One MP4 (H.264 + AAC,
 * `faststart` so it plays while it downloads): it is public and identical for everyone, so it
 * needs no HLS, signing or encryption.
 */
export function houseAdEncoding(font: string | undefined, output: string): HouseAdEncoding {
  const d = HOUSE_AD_SECONDS;
  const art = { width: SIZE.width / ART_SCALE, height: SIZE.height / ART_SCALE };
  const video = [
    // X, Y and T are the pixel and the time: three slow waves, violet to magenta to blue.
    `geq=r='90+70*sin(X/45+T*0.9)':g='30+25*sin(Y/35-T*0.6)':b='150+90*cos((X+Y)/70+T*0.7)'`,
    `scale=${SIZE.width}:${SIZE.height}:flags=bicubic`,
    'drawbox=x=0:y=ih*0.28:w=iw:h=ih*0.44:color=black@0.45:t=fill',
  ];
  if (font) {
    video.push(
      drawText(font, HOUSE_AD_LINES.headline, [
        'fontsize=30',
        'fontcolor=white',
        'x=(w-text_w)/2',
        'y=h*0.33',
      ]),
      drawText(font, HOUSE_AD_LINES.subline, [
        'fontsize=22',
        'fontcolor=0xffd36b',
        'x=(w-text_w)/2',
        'y=h*0.47',
      ]),
      drawText(font, HOUSE_AD_LINES.perks, [
        'fontsize=18',
        'fontcolor=white@0.85',
        'x=(w-text_w)/2',
        'y=h*0.59',
      ]),
    );
  }
  video.push(
    `fade=t=in:st=0:d=${FADE_SECONDS}`,
    `fade=t=out:st=${d - FADE_SECONDS}:d=${FADE_SECONDS}`,
    'format=yuv420p',
  );
  // A note each second, alternating C5 and E5, decaying quickly: a chime, not a drone.
  const chime = `0.18*sin(2*PI*if(lt(mod(t,2),1),523.25,659.25)*t)*exp(-2.5*mod(t,1))`;
  const audio = [`afade=t=in:st=0:d=0.3`, `afade=t=out:st=${d - FADE_SECONDS}:d=${FADE_SECONDS}`];
  const graph = `[0:v]${video.join(',')}[v];[1:a]${audio.join(',')}[a]`;
  const args = [
    ...['-f', 'lavfi', '-i', `color=c=black:s=${art.width}x${art.height}:r=${FRAME_RATE}:d=${d}`],
    ...['-f', 'lavfi', '-i', `aevalsrc=${filterValue(chime)}:s=48000:d=${d}`],
    ...['-filter_complex', graph, '-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryfast', '-crf', '26'],
    ...['-g', String(FRAME_RATE * 2), '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: 1, graph, d, font: font ?? null }))
    .digest('hex');
  return { args, fingerprint };
}
