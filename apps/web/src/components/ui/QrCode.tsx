import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Modules of white border every reader needs around the code (ISO/IEC 18004's quiet zone). */
const QUIET_ZONE = 4;

/**
 * One SVG path of a QR code's dark modules, with its side in modules (border included). The
 * library only reads one byte per character, so the text goes in as its UTF-8 bytes.
 */
export function qrPath(value: string): { d: string; size: number } {
  const code = qrcode(0, 'M');
  code.addData(String.fromCharCode(...new TextEncoder().encode(value)), 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { d: parts.join(''), size: count + 2 * QUIET_ZONE };
}

/**
 * A QR code drawn as SVG (sharp at any size, no canvas, no markup strings): dark on white
 * whatever the page's theme, since phone cameras read that best.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
