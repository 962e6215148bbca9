// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-devtools dev`). The shell loads
// `./routes` and `./widgets` through federation instead. A token in localStorage 'club.token' is
// used for API calls; the dev server proxies /api to the API on :4000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { apiGet, applyInit, banners$, paths, setSession, type InitResult } from '@club/shared';
import RemoteRoutes from './routes';

const TOKEN_STORAGE_KEY = 'club.token';
const token = localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
if (token) {
  setSession({ token });
  void apiGet<InitResult>(paths.init, { silent: true }).then(({ result }) => {
    if (result) applyInit(result);
  });
}
banners$.subscribe((b) => console.info(`[banner ${b.type}] ${b.text}`));

// The same paths as the shell's route table (shell/src/routes/table.ts).
const PATHS: Record<string, string> = { test_set: '/dev/test_set/' };

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        {Object.entries(RemoteRoutes).map(([name, Page]) => (
          <Route key={name} path={PATHS[name] ?? `/${name}`} element={<Page />} />
        ))}
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
