// Small inline icons (stroke = currentColor), decorative: the buttons carry the text.
import type { ReactElement } from 'react';

const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export type IconName =
  'pencil' | 'basket' | 'download' | 'search' | 'clock' | 'lock' | 'back' | 'chevron' | 'store';

const paths: Record<IconName, ReactElement> = {
  pencil: <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />,
  basket: (
    <>
      <path d="M3 9h18l-2 11H5L3 9z" />
      <path d="M8 9l4-6 4 6M9 13v4M15 13v4" />
    </>
  ),
  download: <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </>
  ),
  back: <path d="M15 5l-7 7 7 7" />,
  chevron: <path d="M6 9l6 6 6-6" />,
  store: (
    <>
      <path d="M4 9l1-5h14l1 5M4 9h16v11H4V9z" />
      <path d="M9 20v-6h6v6" />
    </>
  ),
};

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg {...base} width={size} height={size}>
      {paths[name]}
    </svg>
  );
}
