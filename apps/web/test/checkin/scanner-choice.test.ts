import jsQR from 'jsqr';
import qrcode from 'qrcode-generator';
import { describe, expect, it, vi } from 'vitest';
import {
  barcodeDetectorOf,
  chooseDecoder,
  type BarcodeDetectorClass,
} from '../../src/features/checkin/scanner-choice';

function detectorWith(formats: () => Promise<string[]>): BarcodeDetectorClass {
  const Detector = vi.fn() as unknown as BarcodeDetectorClass;
  Detector.getSupportedFormats = formats;
  return Detector;
}

describe('the card scanner decoder', () => {
  it('uses the library when the browser has no BarcodeDetector', async () => {
    expect(barcodeDetectorOf({})).toBeUndefined();
    expect(await chooseDecoder(undefined)).toBe('library');
  });

  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const Detector = detectorWith(() => Promise.resolve(['ean_13', 'qr_code']));
    expect(barcodeDetectorOf({ BarcodeDetector: Detector })).toBe(Detector);
    expect(await chooseDecoder(Detector)).toBe('native');
  });

  it('falls back to the library when BarcodeDetector lacks qr_code, or fails to say', async () => {
    expect(await chooseDecoder(detectorWith(() => Promise.resolve(['ean_13'])))).toBe('library');
    expect(await chooseDecoder(detectorWith(() => Promise.reject(new Error('no'))))).toBe('library');
    const noList = vi.fn() as unknown as BarcodeDetectorClass;
    expect(await chooseDecoder(noList)).toBe('library');
  });

  it('the library reads a member card QR code from raw pixels', () => {
    const token = 'FVC1.eyJjIjoiY2FyZC0xIiwicCI6MTIzNH0.c2lnbmF0dXJl';
    const qr = qrcode(0, 'M');
    qr.addData(token);
    qr.make();
    const cell = 4;
    const quiet = 4;
    const side = (qr.getModuleCount() + quiet * 2) * cell;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = Math.floor(y / cell) - quiet;
        const col = Math.floor(x / cell) - quiet;
        const inside = row >= 0 && col >= 0 && row < qr.getModuleCount() && col < qr.getModuleCount();
        if (inside && qr.isDark(row, col)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
    expect(jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data).toBe(token);
  });
});
