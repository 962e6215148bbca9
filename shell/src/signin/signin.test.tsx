// The light sign-in page's own pieces: its links move between the three signed-out screens
// without a router, and it reads the app's files only from a well-formed runtime element.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation, useParams } from './router';
import { appFiles } from './bootApp';

function Where() {
  const { pathname } = useLocation();
  const { hash } = useParams();
  return (
    <p>
      at {pathname} {hash ?? 'no hash'}
    </p>
  );
}

describe('sign-in page router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a link changes the screen in place; Back returns; the e-mail hash is read', () => {
    render(
      <>
        <Where />
        <Link to="/reset-pass/">Забыли пароль?</Link>
        <Link to="/email_verification/abc123">ссылка</Link>
      </>,
    );
    expect(screen.getByText('at / no hash')).toBeTruthy();
    fireEvent.click(screen.getByText('Забыли пароль?'));
    expect(window.location.pathname).toBe('/reset-pass/');
    expect(screen.getByText('at /reset-pass/ no hash')).toBeTruthy();
    fireEvent.click(screen.getByText('ссылка'));
    expect(screen.getByText('at /email_verification/abc123 abc123')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('at / no hash')).toBeTruthy();
  });

  it('the location carries the hash of a letter’s link and follows its changes', () => {
    function Hash() {
      const { pathname, hash } = useLocation();
      return (
        <p>
          {pathname} {hash || 'no token'}
        </p>
      );
    }
    window.history.replaceState(null, '', '/reset-pass/#token=abc');
    render(
      <>
        <Hash />
        <Link to="/reset-pass/">Запросить новую ссылку</Link>
      </>,
    );
    expect(screen.getByText('/reset-pass/ #token=abc')).toBeTruthy();
    fireEvent.click(screen.getByText('Запросить новую ссылку'));
    expect(screen.getByText('/reset-pass/ no token')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/reset-pass/#token=def');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('/reset-pass/ #token=def')).toBeTruthy();
  });

  it('a click with a modifier keeps the browser’s own handling (a new tab)', () => {
    render(<Link to="/reset-pass/">Забыли пароль?</Link>);
    const link = screen.getByText('Забыли пароль?');
    expect(link.getAttribute('href')).toBe('/reset-pass/');
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
  });
});

describe("the app's files in the sign-in page", () => {
  afterEach(() => document.getElementById('club-runtime')?.remove());
  const runtime = (text: string) => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'club-runtime';
    el.textContent = text;
    document.head.appendChild(el);
  };

  it('reads the scripts and chunks the server listed', () => {
    runtime('{"remotes":{},"app":{"scripts":["/main.1.js"],"chunks":["/2.js"]}}');
    expect(appFiles()).toEqual({ scripts: ['/main.1.js'], chunks: ['/2.js'] });
  });

  it('nothing to start from a missing, broken or empty list (the page reloads instead)', () => {
    expect(appFiles()).toBeNull();
    runtime('{"app":');
    expect(appFiles()).toBeNull();
    document.getElementById('club-runtime')?.remove();
    runtime('{"app":{"scripts":[]}}');
    expect(appFiles()).toBeNull();
  });
});
