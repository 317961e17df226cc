import { useId } from 'react';

/**
 * An id for a chart's hatched fill, unique in the page (several charts draw one) and safe
 * inside `url(#…)` (React's ids carry characters that are not).
 */
export function useHatchId(): string {
  return `insights-hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** A diagonal-striped fill for a chart's second bar series: told apart without its colour. */
export function Hatch({ id, color }: { id: string; color: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={`${color}33`} />
        <line x1="0" y1="0" x2="0" y2="6" stroke={color} strokeWidth="3" />
      </pattern>
    </defs>
  );
}
