// The sign-in build's stand-in for react-router-dom (webpack.config.cjs aliases it there): the
// signed-out screens need a link, a navigation, the e-mail hash and a letter's link token (the
// location's `#`), not the router's ~15 KB gzip. The path matching is react-router's own
// (@remix-run/router), so routes match as in the app.
import {
  useCallback,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { generatePath, matchPath } from '@remix-run/router';
import { ROUTE_BY_NAME } from '../routes/table';

export { generatePath, matchPath };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

if (typeof window !== 'undefined') window.addEventListener('hashchange', notify);

const here = () => ({ pathname: window.location.pathname, hash: window.location.hash });

function useHere(): { pathname: string; hash: string } {
  const [where, setWhere] = useState(here);
  useEffect(() => {
    const update = () =>
      setWhere((w) => {
        const now = here();
        return now.pathname === w.pathname && now.hash === w.hash ? w : now;
      });
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  return where;
}

const usePathname = () => useHere().pathname;

/** The path and the hash (a letter's link carries its token after `#`). */
export function useLocation(): { pathname: string; hash: string } {
  return useHere();
}

export function useNavigate(): (to: string) => void {
  return useCallback((to: string) => {
    window.history.pushState(null, '', to);
    notify();
  }, []);
}

/** The only route with a parameter a signed-out visitor opens: /email_verification/:hash. */
export function useParams(): Record<string, string | undefined> {
  const pathname = usePathname();
  return matchPath(ROUTE_BY_NAME.email_verification.path, pathname)?.params ?? {};
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children?: ReactNode;
};

export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        // a new tab or window keeps the browser's own handling
        if (
          e.defaultPrevented ||
          e.button !== 0 ||
          e.metaKey ||
          e.ctrlKey ||
          e.shiftKey ||
          e.altKey
        )
          return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
