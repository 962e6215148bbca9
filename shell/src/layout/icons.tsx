// Line icons (24x24, stroke = currentColor) for the menus.
import type { ReactNode } from 'react';

export type IconName =
  | 'home'
  | 'courses'
  | 'nutrition'
  | 'dynamics'
  | 'articles'
  | 'chats'
  | 'more'
  | 'menu'
  | 'user'
  | 'mail'
  | 'help'
  | 'logout'
  | 'close'
  | 'store'
  | 'bell';

const PATHS: Record<IconName, ReactNode> = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  courses: (
    <>
      <path d="M6 7v10M18 7v10M3 9.5v5M21 9.5v5M6 12h12" />
    </>
  ),
  nutrition: (
    <>
      <path d="M12 7c-1.5-2-5-2-6.5.5C4 10 5 15 7.5 18.5 9 20.5 10.5 20 12 19.3c1.5.7 3 1.2 4.5-.8C19 15 20 10 18.5 7.5 17 5 13.5 5 12 7z" />
      <path d="M12 7c0-2 1-3.5 3-4" />
    </>
  ),
  dynamics: <path d="M4 19h16M6 15l4-4 3 3 5-6" />,
  articles: (
    <>
      <path d="M5 4h10l4 4v12H5z" />
      <path d="M9 12h6M9 16h6M9 8h3" />
    </>
  ),
  chats: <path d="M4 5h16v11H9l-5 4z" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </>
  ),
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  store: (
    <>
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </>
  ),
  bell: <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />,
};

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
