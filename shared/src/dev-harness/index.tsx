// One dev harness for every remote: it stands in for the shell while a remote runs alone
// (`pnpm --filter @club/mf-<name> dev`, src/bootstrap.tsx). It signs in with the real API call and
// keeps the token for this origin, mounts the shell's overlays in their real form (the same
// components from @club/shared the shell mounts), renders the remote's pages on the paths of the
// shell-remote contract and its widgets with the props the shell passes, and switches between
// the desktop width and a 390 px phone (an iframe of the same page, so the remote's own media
// queries and useIsMobile really see a phone).
// Development only: nothing in production imports this module.
import { StrictMode, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { apiGet } from '../api';
import { closeFeedback, feedbackOpen$, session$, type Session } from '../bus';
import { paths } from '../contract/paths';
import type { MainIndexResult } from '../contract';
import type { RemoteRoutes } from '../federation';
import { ActionListHost } from '../overlays/ActionListHost';
import { BannerHost } from '../overlays/BannerHost';
import { ConfirmHost } from '../overlays/ConfirmHost';
import { CourseActivatedOverlay, type HomeLinkProps } from '../overlays/CourseActivatedOverlay';
import { REMOTE_CONTRACT, type ContractRemoteName } from '../remote-contract';
import { Button } from '../ui/Button';
import { Checkbox, TextField } from '../ui/Fields';
import { PageLoader } from '../ui/Loader';
import { Modal } from '../ui/Modal';
import { useIsMobile } from '../ui/useIsMobile';
import '../ui/theme.css';
import { loadMember, restoreSession, signIn, signOut } from './session';
import styles from './DevHarness.module.css';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- widgets take any props the contract lists
type AnyComponent = ComponentType<any>;

export interface HarnessLink {
  label: string;
  /** a path of the remote, e.g. a page with a demo id: '/course/1' */
  to: string;
}

export interface DevHarnessOptions {
  /** federation name, the key of the remote in the shell-remote contract */
  remote: ContractRemoteName;
  /** the remote's `./routes` default export */
  routes: RemoteRoutes;
  /** the remote's `./widgets` default export */
  widgets?: Record<string, AnyComponent>;
  /** pages with parameters worth a link (demo ids); pages without parameters are linked anyway */
  links?: HarnessLink[];
  /** the demo account the sign-in form offers (demo@club.local / demo12345 by default) */
  demoAccount?: { email: string; password: string };
}

/** A contract path as a link: a splat route (`/staff/*`, a remote's own sub-pages) opens its root. */
const linkOf = (path: string) => path.replace(/\*$/, '');

const FRAME_PARAM = 'harness-frame';
const WIDTH_KEY = 'club.harness.width';
type Width = 'desktop' | 'mobile';

export const harnessWidgetPath = (name: string) => `/__harness/widget/${name}`;

function useSession(): Session | null {
  const [s, setS] = useState<Session | null>(null);
  useEffect(() => {
    const sub = session$.subscribe(setS);
    return () => sub.unsubscribe();
  }, []);
  return s;
}

const DEMO_ACCOUNT = { email: 'demo@club.local', password: 'demo12345' };

function SignIn({ demo = DEMO_ACCOUNT }: { demo?: { email: string; password: string } }) {
  const [email, setEmail] = useState(demo.email);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setMessage('Введи e-mail и пароль.');
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await signIn(email.trim(), password, remember);
    setBusy(false);
    if (!outcome.ok) setMessage(outcome.message ?? 'Не удалось войти.');
  };
  return (
    <form className={styles.signIn} onSubmit={(e) => void submit(e)} noValidate>
      <h1>Вход (стенд ремоута)</h1>
      <p className={styles.hint}>
        Настоящий вход в API, к которому обращается этот dev-сервер. Демо: {demo.email} /{' '}
        {demo.password}
      </p>
      <TextField
        name="email"
        type="email"
        label="E-mail"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        name="password"
        type="password"
        label="Пароль"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Checkbox label="Запомнить меня" checked={remember} onChange={setRemember} />
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <Button type="submit" loading={busy}>
        Войти
      </Button>
    </form>
  );
}

/** Widgets get what the shell gives them: the contract names the props. */
function WidgetPage({
  widgets,
  remote,
}: {
  widgets: Record<string, AnyComponent>;
  remote: string;
}) {
  const { name = '' } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<MainIndexResult | null>(null);
  const Widget = widgets[name];
  const props = REMOTE_CONTRACT.remotes[remote as ContractRemoteName]?.widgets[name] ?? [];
  const needsData = props.includes('data');
  useEffect(() => {
    if (!needsData) return;
    void apiGet<MainIndexResult>(paths.mainIndex).then(({ result }) => setData(result));
  }, [needsData]);
  if (!Widget) return <p className={styles.widget}>Нет виджета {name}.</p>;
  return (
    <div className={styles.widget}>
      <Widget data={data} onClose={() => navigate(-1)} />
    </div>
  );
}

function HarnessHomeLink({ className, onClick, children }: HomeLinkProps) {
  return (
    <Link className={className} to="/" onClick={onClick}>
      {children}
    </Link>
  );
}

/** The desktop feedback modal the shell hosts: mf-account's widget inside the shared Modal. */
function FeedbackHost({ widgets }: { widgets: Record<string, AnyComponent> }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const sub = feedbackOpen$.subscribe(setOpen);
    return () => sub.unsubscribe();
  }, []);
  const Body = widgets.FeedbackModal;
  const visible = open && !isMobile;
  return (
    <Modal open={visible} onClose={closeFeedback}>
      {visible &&
        (Body ? (
          <Body onClose={closeFeedback} />
        ) : (
          <p>Окно обратной связи показывает mf-account; здесь его нет.</p>
        ))}
    </Modal>
  );
}

function Overlays({ widgets }: { widgets: Record<string, AnyComponent> }) {
  return (
    <>
      <FeedbackHost widgets={widgets} />
      <CourseActivatedOverlay HomeLink={HarnessHomeLink} />
      <ActionListHost />
      <ConfirmHost />
      <BannerHost />
    </>
  );
}

/** The shell's /logout/ (a remote links it to sign out): here it signs out at once. */
function HarnessLogout() {
  useEffect(() => {
    void signOut();
  }, []);
  return <PageLoader />;
}

function RemotePages({ options }: { options: DevHarnessOptions }) {
  const own = REMOTE_CONTRACT.remotes[options.remote].routes;
  const names = Object.keys(options.routes);
  const first = names.find((n) => own[n] && !own[n].includes(':'));
  return (
    <Routes>
      {names.map((name) => {
        const Page = options.routes[name];
        return <Route key={name} path={own[name] ?? `/${name}`} element={<Page />} />;
      })}
      <Route path="/logout/" element={<HarnessLogout />} />
      <Route
        path="/__harness/widget/:name"
        element={<WidgetPage widgets={options.widgets ?? {}} remote={options.remote} />}
      />
      <Route
        path="*"
        element={
          first ? (
            <Navigate to={linkOf(own[first])} replace />
          ) : (
            <p className={styles.widget}>У ремоута пока нет страниц; виджеты — по ссылкам выше.</p>
          )
        }
      />
    </Routes>
  );
}

function TopBar({
  options,
  width,
  onWidth,
  session,
}: {
  options: DevHarnessOptions;
  width: Width;
  onWidth: (w: Width) => void;
  session: Session | null;
}) {
  const own = REMOTE_CONTRACT.remotes[options.remote].routes;
  const pages = Object.keys(options.routes)
    .filter((n) => own[n] && !own[n].includes(':'))
    .map((n) => ({ label: n, to: linkOf(own[n]) }));
  const widgetLinks = Object.keys(options.widgets ?? {}).map((n) => ({
    label: `виджет ${n}`,
    to: harnessWidgetPath(n),
  }));
  return (
    <header className={styles.bar}>
      <span className={styles.title}>{options.remote} · стенд</span>
      <nav aria-label="Страницы и виджеты ремоута">
        <ul className={styles.nav}>
          {[...pages, ...(options.links ?? []), ...widgetLinks].map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.switch} role="group" aria-label="Ширина экрана">
        <button type="button" aria-pressed={width === 'desktop'} onClick={() => onWidth('desktop')}>
          Компьютер
        </button>
        <button type="button" aria-pressed={width === 'mobile'} onClick={() => onWidth('mobile')}>
          Телефон
        </button>
      </div>
      <div className={styles.member}>
        <span>{session?.profile?.name ?? session?.account?.name ?? ''}</span>
        <Button variant="secondary" onClick={() => void signOut()}>
          Выйти
        </Button>
      </div>
    </header>
  );
}

function readWidth(): Width {
  try {
    return window.sessionStorage.getItem(WIDTH_KEY) === 'mobile' ? 'mobile' : 'desktop';
  } catch {
    return 'desktop';
  }
}

function Harness({ options, framed }: { options: DevHarnessOptions; framed: boolean }) {
  const session = useSession();
  const location = useLocation();
  const [width, setWidth] = useState<Width>(readWidth);
  // the token this origin kept whose member data could not be loaded (API down): sign in again
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const token = session?.token ?? null;
  const known = Boolean(session?.profile || session?.account);
  const signedIn = Boolean(token && known);
  const loading = Boolean(token && !known && failedFor !== token);

  useEffect(() => {
    if (!loading || !token) return;
    void loadMember().then((ok) => {
      if (!ok) setFailedFor(token);
    });
  }, [loading, token]);

  const chooseWidth = (w: Width) => {
    setWidth(w);
    try {
      window.sessionStorage.setItem(WIDTH_KEY, w);
    } catch {
      // storage blocked: the switch still works for this page
    }
  };

  if (session === null || loading) return <PageLoader />;
  if (!signedIn) {
    return (
      <>
        <SignIn demo={options.demoAccount} />
        <BannerHost />
      </>
    );
  }
  if (framed) {
    return (
      <>
        <RemotePages options={options} />
        <Overlays widgets={options.widgets ?? {}} />
      </>
    );
  }
  const frameSrc = `${location.pathname}?${FRAME_PARAM}=1`;
  return (
    <>
      <TopBar options={options} width={width} onWidth={chooseWidth} session={session} />
      {width === 'mobile' ? (
        <div className={styles.phone}>
          <iframe key={location.pathname} title="Телефон, 390 × 844" src={frameSrc} />
        </div>
      ) : (
        <main className={styles.main}>
          <RemotePages options={options} />
        </main>
      )}
      {/* on a phone the overlays live inside the frame, beside the pages that ask for them */}
      {width === 'desktop' && <Overlays widgets={options.widgets ?? {}} />}
    </>
  );
}

export function DevHarness(props: DevHarnessOptions) {
  const framed =
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).has(FRAME_PARAM) &&
    window.parent !== window;
  return <Harness options={props} framed={framed} />;
}

/** What a remote's src/bootstrap.tsx calls. */
export function mountDevHarness(options: DevHarnessOptions): void {
  restoreSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <DevHarness {...options} />
      </BrowserRouter>
    </StrictMode>,
  );
}
