// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-nutrition dev`, then
// http://localhost:3002/). The shell loads `./routes` and `./widgets` through federation instead.
// A token in localStorage 'club.token' (sign in through the shell first) is used for API calls.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { apiGet, applyInit, paths, setSession, type InitResult } from '@club/shared';

const TOKEN_STORAGE_KEY = 'club.token';
const token = localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
if (token) {
  setSession({ token });
  void apiGet<InitResult>(paths.init, { silent: true }).then(({ result }) => {
    if (result) applyInit(result);
  });
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <p>mf-nutrition (standalone)</p>
    </BrowserRouter>
  </StrictMode>,
);
