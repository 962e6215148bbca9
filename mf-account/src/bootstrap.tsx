// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-account dev`, then
// http://localhost:3004/faq/). In production the shell loads `./routes` and `./widgets` through
// federation and never runs this file.
//
// The dev server proxies /api to the API on :4000. To call it as a member, sign in through the
// shell (or put a token into localStorage 'club.token' by hand): the token found there (or in
// sessionStorage) goes into the bus session and the profile is fetched once, so the feedback form
// is prefilled as it is inside the shell. The profile's unsaved-changes question only asks inside
// the shell (its navigation guard asks the bus leave guards).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { apiGet, applyInit, paths, setSession, type InitResult } from '@club/shared';
import RemoteRoutes from './routes';
import { DevFrame } from './dev/DevFrame';
import { TOKEN_STORAGE_KEY } from './lib/signOutLocally';

const token = localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
if (token) {
  setSession({ token });
  void apiGet<InitResult>(paths.init, { silent: true }).then(({ result }) => {
    if (result) applyInit(result);
  });
}

const {
  faq: FaqPage,
  feedback: FeedbackPage,
  profile: ProfilePage,
  'change-pass': ChangePassPage,
  store: StorePage,
  'store-course': StoreCoursePage,
  payment: PaymentPage,
} = RemoteRoutes;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <DevFrame>
        <Routes>
          <Route path="/faq/" element={<FaqPage />} />
          <Route path="/feedback/" element={<FeedbackPage />} />
          <Route path="/profile/" element={<ProfilePage />} />
          <Route path="/change-pass/" element={<ChangePassPage />} />
          <Route path="/store/" element={<StorePage />} />
          <Route path="/store/course/:category/:id" element={<StoreCoursePage />} />
          <Route path="/payment/" element={<PaymentPage />} />
          <Route path="*" element={<Navigate to="/faq/" replace />} />
        </Routes>
      </DevFrame>
    </BrowserRouter>
  </StrictMode>,
);
