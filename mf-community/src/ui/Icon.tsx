// Line icons of the community screens (24x24, stroke = currentColor).
import type { ReactNode } from 'react';

export type IconName =
  | 'chevronLeft'
  | 'chevronRight'
  | 'plus'
  | 'edit'
  | 'trash'
  | 'close'
  | 'camera'
  | 'sortAsc'
  | 'sortDesc'
  | 'trophy'
  | 'warning';

const PATHS: Record<IconName, ReactNode> = {
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  plus: <path d="M12 5v14M5 12h14" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  camera: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  sortAsc: <path d="M12 19V5M6 11l6-6 6 6" />,
  sortDesc: <path d="M12 5v14M6 13l6 6 6-6" />,
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
    </>
  ),
  warning: <path d="M12 4l9 16H3zM12 10v4M12 17v.5" />,
};

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
