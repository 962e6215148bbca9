// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-training dev`, then
// http://localhost:3001/courses/). The shell loads `./routes` and `./widgets` through federation
// instead. A token in localStorage 'club.token' (sign in through the shell first) is used for API
// calls; the dev server proxies /api to the API on :4000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { apiGet, applyInit, paths, setSession, type InitResult } from '@club/shared';
import { DevFrame } from './dev/DevFrame';
import { DevHome } from './dev/DevHome';
import RemoteRoutes from './routes';

const TOKEN_STORAGE_KEY = 'club.token';
const token = localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
if (token) {
  setSession({ token });
  void apiGet<InitResult>(paths.init, { silent: true }).then(({ result }) => {
    if (result) applyInit(result);
  });
}

// The same paths as the shell's route table (shell/src/routes/table.ts).
const PATHS: Record<string, string> = {
  courses: '/courses/',
  course_activate_confirm: '/course/activate/confirm/:id',
  course_activate_sequential_warning: '/course/activate/warning/:id',
  course_activate: '/course/activate/:id',
  course_froze: '/course/froze/:id',
  course_unfroze: '/course/unfroze/:id',
  course: '/course/:id',
  contest_info: '/contest_info',
  change_place: '/change_place/:id',
  workout_report: '/workout/report/:user_pack_id/:id',
  workout: '/workout/:user_pack_id/:id',
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <DevFrame>
        <Routes>
          {Object.entries(RemoteRoutes).map(([name, Page]) => (
            <Route key={name} path={PATHS[name]} element={<Page />} />
          ))}
          <Route path="/home" element={<DevHome />} />
          <Route path="*" element={<Navigate to="/courses/" replace />} />
        </Routes>
      </DevFrame>
    </BrowserRouter>
  </StrictMode>,
);
