// One area of the page owned by a remote: loads the remote module lazily, shows the Loader, and
// on any failure (manifest or chunk missing, remote down, remote throwing while rendering) shows
// the Russian fallback in this area only, with a retry that really goes back to the network.
import {
  Component,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Loader, useOnline } from '@club/shared';
import {
  INCOMPATIBLE_REMOTE_HINT,
  isIncompatibleContractError,
} from '@club/shared/remote-contract';
import type { RemoteName } from '../routes/table';
import { isFallbackModule } from './fallbackModule';
import { RemoteFallback } from './RemoteFallback';
import {
  RemoteNotDeployedError,
  loadRemoteModule,
  loadRemotesManifest,
  resetRemote,
} from './remotes';
import styles from './RemoteArea.module.css';

export type RemoteExpose = 'routes' | 'widgets';
type ComponentMap = Record<string, ComponentType<Record<string, unknown>>>;
interface ExposedModule {
  default?: ComponentMap;
}

// Loaded modules by "remote/expose": a page rendered again (navigation) shows at once.
// Failed loads are never kept, so a retry goes to the network again.
const moduleCache = new Map<string, ComponentMap>();
export const __clearRemoteCacheForTests = () => moduleCache.clear();

export interface RemoteAreaProps {
  remote: RemoteName;
  expose: RemoteExpose;
  /** the component's key in the module's default export (spec route name or widget name) */
  name: string;
  props?: Record<string, unknown>;
  /**
   * page: fallback when anything fails, including "not deployed";
   * widget: renders nothing when the remote is not deployed or lacks the widget, fallback otherwise;
   * inline: like widget, with the compact fallback (top bar slots).
   */
  kind?: 'page' | 'widget' | 'inline';
  /** what a widget area shows when its remote is not deployed or lacks the widget (default: nothing) */
  absent?: ReactNode;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<Record<string, unknown>> }
  | { status: 'failed'; hint?: string }
  | { status: 'absent' };

function fromCache(remote: RemoteName, expose: RemoteExpose, name: string): State | null {
  const map = moduleCache.get(`${remote}/${expose}`);
  const component = map?.[name];
  return component ? { status: 'ready', component } : null;
}

export function RemoteArea({
  remote,
  expose,
  name,
  props,
  kind = 'page',
  absent = null,
}: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(
    () => fromCache(remote, expose, name) ?? { status: 'loading' },
  );
  const quietWhenMissing = kind !== 'page';
  const online = useOnline();
  // Offline, only gym mode (mf-training) works from the device; other sections say so plainly.
  const offlineHere = !online && remote !== 'mf_training';

  useEffect(() => {
    let alive = true;
    const cached = fromCache(remote, expose, name);
    if (cached) {
      setState(cached);
      return;
    }
    setState({ status: 'loading' });
    loadRemoteModule<ExposedModule>(remote, expose).then(
      (mod) => {
        if (!alive) return;
        if (isFallbackModule(mod)) {
          console.error(`[shell] ${remote}/${expose} failed to load`, mod.error);
          // another major of the shell-remote contract: the remote is mid-update, not offline
          const incompatible = isIncompatibleContractError(mod.error);
          setState({ status: 'failed', hint: incompatible ? INCOMPATIBLE_REMOTE_HINT : undefined });
          return;
        }
        const map = mod.default ?? {};
        const component = map[name];
        if (!component) {
          setState(quietWhenMissing ? { status: 'absent' } : { status: 'failed' });
          return;
        }
        moduleCache.set(`${remote}/${expose}`, map);
        // the remote's first render comes in slices, not as one long task
        startTransition(() => setState({ status: 'ready', component }));
      },
      (error: unknown) => {
        if (!alive) return;
        if (error instanceof RemoteNotDeployedError && quietWhenMissing) {
          setState({ status: 'absent' });
          return;
        }
        console.error(`[shell] ${remote}/${expose} failed to load`, error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, expose, name, attempt, quietWhenMissing]);

  const retry = useCallback(() => {
    moduleCache.delete(`${remote}/${expose}`);
    setState({ status: 'loading' });
    const again = () => {
      resetRemote(remote);
      setAttempt((n) => n + 1);
    };
    // The remote may have been deployed or moved since: read remotes.json again first.
    void loadRemotesManifest().then(again);
  }, [remote, expose]);

  const fallback = (
    <RemoteFallback
      onRetry={retry}
      variant={kind === 'inline' ? 'inline' : 'area'}
      hint={state.status === 'failed' ? state.hint : undefined}
      offline={!online}
    />
  );
  const loader =
    kind === 'page' ? (
      <div className={styles.loading}>
        <Loader />
      </div>
    ) : (
      <Loader size="small" />
    );

  // top bar slots stay empty offline (the offline notice says why); areas say it in place
  if (offlineHere) return kind === 'inline' ? null : fallback;
  switch (state.status) {
    case 'loading':
      return loader;
    case 'absent':
      return absent;
    case 'failed':
      return fallback;
    case 'ready': {
      const Remote = state.component;
      return (
        <RemoteErrorBoundary
          key={attempt}
          fallback={fallback}
          label={`${remote}/${expose}/${name}`}
        >
          <Suspense fallback={loader}>
            <Remote {...props} />
          </Suspense>
        </RemoteErrorBoundary>
      );
    }
  }
}

interface BoundaryProps {
  fallback: ReactNode;
  label: string;
  children: ReactNode;
}

/** Catches a remote that throws while rendering (or whose lazy page chunk fails). */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} crashed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
