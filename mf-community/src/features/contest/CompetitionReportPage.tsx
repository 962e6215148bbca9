// Route competition-report (/competition/report/{type}; spec §2.2, §2.6). On a phone (992 px or
// less) create_before, create_after, show_before and show_after set the page's type and the
// before/after switcher: the form ('Создать отчет') or the viewer ('Отчеты'). A type that cannot be
// shown (the after report while the before one is not approved) goes back to /competition/. On a
// desktop the contest page opens with the report modal.
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Page, PageLoader, useIsMobile, type PhotoView } from '@club/shared';
import { rememberReportImage, reportImagePath } from '../../lib/reportImage';
import CompetitionPage from './CompetitionPage';
import { ContestReportForm } from './ContestReportForm';
import { ContestReportView } from './ContestReportView';
import {
  parseReportRoute,
  reportRoutePath,
  resolveReportRoute,
  type ReportRoute,
} from './contestRules';
import { useContest } from './useContest';

function MobileReportPage({ route }: { route: ReportRoute }) {
  const navigate = useNavigate();
  const { load } = useContest();
  const contest = load.status === 'ready' ? load.contest : null;
  const resolved = contest ? resolveReportRoute(contest, route) : null;
  const settled = load.status !== 'loading';

  useEffect(() => {
    if (!settled) return;
    if (!contest || !resolved) navigate('/competition/', { replace: true });
    else if (resolved.mode !== route.mode || resolved.type !== route.type)
      navigate(reportRoutePath(resolved), { replace: true });
  }, [settled, contest, resolved, route, navigate]);

  if (!contest || !resolved || resolved.mode !== route.mode) return <PageLoader />;
  if (route.mode === 'create')
    return (
      <Page title="Создать отчет">
        <ContestReportForm type={route.type} onSaved={() => navigate('/competition/')} />
      </Page>
    );
  const openPhoto = (view: PhotoView) => {
    rememberReportImage({ type: 'contest', report: route.type });
    navigate(reportImagePath('contest', view));
  };
  return (
    <Page title="Отчеты">
      <ContestReportView
        contest={contest}
        type={route.type}
        onSwitch={(type) => navigate(reportRoutePath({ mode: 'show', type }), { replace: true })}
        onOpenPhoto={openPhoto}
      />
    </Page>
  );
}

export default function CompetitionReportPage() {
  const { type } = useParams();
  const isMobile = useIsMobile();
  const route = parseReportRoute(type);
  if (!route) return <Navigate to="/competition/" replace />;
  if (!isMobile) return <CompetitionPage initial={{ kind: 'report', route }} />;
  return <MobileReportPage key={`${route.mode}_${route.type}`} route={route} />;
}
