// Start-up: runtime config and remotes first (both tiny JSON files beside index.html), then the
// session, realtime, analytics, and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadHttp } from '@club/shared';
import { nextTask } from './boot/nextTask';
import { loadConfig } from './config';
import { createFallbackModule } from './federation/fallbackModule';
import { setFallbackModuleFactory } from './federation/fallbackRegistry';
import { loadRemotesManifest, warmRemotes } from './federation/remotes';
import { loadToken, refreshMemberHint } from './session/tokenStorage';
import { loadSignedInShell } from './signedInChunk';
import { startTracker } from './analytics/tracker';
import { selectAdapters, startRealtime } from './realtime';
import { createAppRouter } from './routes/router';
import { startSession } from './session/sessionController';
import { startOutboxSync } from './offline/outboxSync';
import { loadHttpOnFirstTouch } from './session/warmHttp';
import { registerServiceWorker } from './sw/register';
import './global.css';

async function main() {
  setFallbackModuleFactory(createFallbackModule);
  const [config] = await Promise.all([loadConfig(), loadRemotesManifest()]);
  // signed in: the layouts' chunk loads beside the session's first call, not after it
  if (loadToken()) void loadSignedInShell().catch(() => undefined);
  // the server's hint for the next visit (its cookie may have ended before the session)
  refreshMemberHint();
  // a signed-in cold load of home: its widgets' remotes load beside the session's first call;
  // home's first answers come from the entry's early calls, so the HTTP library can wait for the
  // member's first touch. Any other page calls at once: it loads now.
  if (loadToken() && window.location.pathname === '/') {
    warmRemotes([
      { remote: 'mf_nutrition', expose: 'widgets' },
      { remote: 'mf_training', expose: 'widgets' },
    ]);
    loadHttpOnFirstTouch();
  } else {
    void loadHttp().catch(() => undefined);
  }
  startTracker({ trackingUrl: config.trackingUrl });
  startRealtime(selectAdapters(config));
  startSession();
  startOutboxSync();
  registerServiceWorker();
  // the layouts' module (evaluated as main() waits here) and the first render: two tasks, not one
  await nextTask();
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </StrictMode>,
  );
}

void main();
