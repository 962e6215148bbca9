// The staff app (route `staff`, /staff/*): its own layout, the home page and the sections the
// signed-in staff member's permissions open (sections.tsx), each under /staff/<path>/.
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Page, PageLoader } from '@club/shared';
import { STAFF_ROOT } from './paths';
import { sectionsFor } from './sections';
import { StaffHome } from './StaffHome';
import { StaffLayout } from './StaffLayout';
import { useAccount } from './useAccount';
import styles from './StaffApp.module.css';

/** A path under /staff/ that is no section, or one the staff member's permissions do not open. */
function NoSection() {
  return (
    <Page title="Раздел недоступен">
      <p className={styles.text}>Такого раздела нет или у тебя нет прав, чтобы его открыть.</p>
      <Link className={styles.link} to={STAFF_ROOT}>
        На главную
      </Link>
    </Page>
  );
}

export default function StaffApp() {
  const { account } = useAccount();
  if (!account) return <PageLoader />;
  const sections = sectionsFor(account.permissions);
  return (
    <StaffLayout account={account} sections={sections}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<StaffHome account={account} sections={sections} />} />
          {sections.map(({ path, Page: Section }) => (
            <Route key={path} path={`${path}/*`} element={<Section />} />
          ))}
          <Route path="*" element={<NoSection />} />
        </Routes>
      </Suspense>
    </StaffLayout>
  );
}
