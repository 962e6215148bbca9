// Exposed as `mf_community/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny (Highcharts loads only with the dynamics chart, formik and yup with the forms,
// DOMPurify with the pages that show server HTML).
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

// ---------- body progress: dynamics and the before/after contest (issue 11) ----------
const DynamicsPage = lazyPage(() => import('./features/dynamics/DynamicsPage'));
const DynamicsReportPage = lazyPage(() => import('./features/dynamics/DynamicsReportPage'));
const ReportImagePage = lazyPage(() => import('./features/report-image/ReportImagePage'));
const CompetitionPage = lazyPage(() => import('./features/contest/CompetitionPage'));
const CompetitionRulesPage = lazyPage(() => import('./features/contest/CompetitionRulesPage'));
const CompetitionPrizePage = lazyPage(() => import('./features/contest/CompetitionPrizePage'));
const CompetitionReportPage = lazyPage(() => import('./features/contest/CompetitionReportPage'));

// ---------- chats, notifications and articles (issue 12) ----------
const ChatsPage = lazyPage(() => import('./features/chats/ChatsPage'));
const ChatPage = lazyPage(() => import('./features/chats/ChatPage'));
const ArticlesPage = lazyPage(() => import('./features/articles/ArticlesPage'));
const ArticleDetailPage = lazyPage(() => import('./features/articles/ArticleDetailPage'));
const NotificationsPage = lazyPage(() => import('./features/notifications/NotificationsPage'));

const RemoteRoutes: RemoteRoutesType = {
  // body progress (issue 11)
  dynamics: DynamicsPage,
  'dynamics-report': DynamicsReportPage,
  'report-image': ReportImagePage,
  competition: CompetitionPage,
  'competition-rules': CompetitionRulesPage,
  'competition-prize': CompetitionPrizePage,
  'competition-report': CompetitionReportPage,
  // chats, notifications and articles (issue 12)
  chats: ChatsPage,
  chat: ChatPage,
  articles: ArticlesPage,
  'article-detail': ArticleDetailPage,
  notifications: NotificationsPage,
};

export default RemoteRoutes;
