// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-nutrition dev`, then
// http://localhost:3002/nutrition/). The shell loads `./routes` and `./widgets` through federation
// instead. A token in localStorage 'club.token' (sign in through the shell first) is used for API
// calls; banners are printed to the console here (the shell shows them in production).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
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

const { nutrition: NutritionPage, change_nutrition_type: ChangeTypePage } = RemoteRoutes;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path="/nutrition/" element={<NutritionPage />} />
        <Route path="/change_nutrition_type/:id?" element={<ChangeTypePage />} />
        <Route path="*" element={<Navigate to="/nutrition/" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
