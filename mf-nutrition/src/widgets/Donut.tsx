import { donutSegments } from '../lib/macros';

export interface DonutPart {
  /** whole percent; the parts add up to 100 */
  percent: number;
  color: string;
}

export interface DonutProps {
  parts: DonutPart[];
  /** side in px */
  size?: number;
  /** ring width, in units of the 42-unit view box */
  thickness?: number;
  className?: string;
}

// r = 100 / (2π): the circle's circumference is exactly 100, so a dash length is a percent.
const R = 15.91549430918954;

/** A light SVG donut (no chart library, so home stays small): arcs start at twelve o'clock. */
export function Donut({ parts, size = 120, thickness = 5, className }: DonutProps) {
  const segments = donutSegments(parts.map((p) => p.percent));
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 42 42"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="21" cy="21" r={R} fill="none" stroke="#edf0f3" strokeWidth={thickness} />
      {segments.map((s, i) =>
        s.size > 0 ? (
          <circle
            key={i}
            cx="21"
            cy="21"
            r={R}
            fill="none"
            stroke={parts[i].color}
            strokeWidth={thickness}
            strokeDasharray={`${s.size} ${100 - s.size}`}
            strokeDashoffset={s.offset}
          />
        ) : null,
      )}
    </svg>
  );
}
