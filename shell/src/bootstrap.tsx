// Start-up: runtime config and remotes first (both tiny JSON files beside index.html), then the
// session, realtime, analytics, and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadConfig } from './config';
import { createFallbackModule } from './federation/fallbackModule';
import { setFallbackModuleFactory } from './federation/fallbackRegistry';
import { loadRemotesManifest } from './federation/remotes';
import { startTracker } from './analytics/tracker';
import { selectAdapters, startRealtime } from './realtime';
import { createAppRouter } from './routes/router';
import { startSession } from './session/sessionController';
import { startOutboxSync } from './offline/outboxSync';
import { registerServiceWorker } from './sw/register';
import './global.css';

async function main() {
  setFallbackModuleFactory(createFallbackModule);
  const [config] = await Promise.all([loadConfig(), loadRemotesManifest()]);
  startTracker({ trackingUrl: config.trackingUrl });
  startRealtime(selectAdapters(config));
  startSession();
  startOutboxSync();
  registerServiceWorker();
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
