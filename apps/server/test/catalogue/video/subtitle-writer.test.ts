import { describe, expect, it } from 'vitest';
import { cueTime, writeSrt, writeVtt } from '../../../src/modules/video-catalogue/subtitle-writer';

describe('subtitle writer', () => {
  it('formats cue times with the separator of each format, rounding to the millisecond', () => {
    expect(cueTime(0, ',')).toBe('00:00:00,000');
    expect(cueTime(1.5, '.')).toBe('00:00:01.500');
    expect(cueTime(3661.0074, ',')).toBe('01:01:01,007');
    expect(cueTime(59.9996, '.')).toBe('00:01:00.000');
    expect(cueTime(360_000, ',')).toBe('100:00:00,000');
    expect(cueTime(-2, ',')).toBe('00:00:00,000');
  });

  it('writes SubRip: numbered cues separated by blank lines', () => {
    const srt = writeSrt([
      { start: 4, end: 6, text: 'Second' },
      { start: 1, end: 3.25, text: 'First\r\nline two' },
    ]);
    expect(srt).toBe(
      '1\n00:00:01,000 --> 00:00:03,250\nFirst\nline two\n\n2\n00:00:04,000 --> 00:00:06,000\nSecond\n',
    );
  });

  it('writes WebVTT: header, dotted milliseconds, escaped text', () => {
    const vtt = writeVtt([
      { start: 1, end: 2, text: 'Fish & <chips> --> now' },
      { start: 2, end: 3, text: 'Next' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFish &amp; &lt;chips&gt; --&gt; now\n\n00:00:02.000 --> 00:00:03.000\nNext\n',
    );
  });

  it('drops blank lines inside a cue and cues that cannot play, renumbering the rest', () => {
    const cues = [
      { start: 0, end: 1, text: 'a\n\n\nb' },
      { start: 2, end: 2, text: 'zero length' },
      { start: 3, end: 4, text: '   ' },
      { start: Number.NaN, end: 5, text: 'no start' },
      { start: 5, end: 6, text: 'c' },
    ];
    expect(writeSrt(cues)).toBe(
      '1\n00:00:00,000 --> 00:00:01,000\na\nb\n\n2\n00:00:05,000 --> 00:00:06,000\nc\n',
    );
    expect(writeVtt([])).toBe('WEBVTT\n');
    expect(writeSrt([])).toBe('');
  });
});
