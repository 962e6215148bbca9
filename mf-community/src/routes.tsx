// Exposed as `mf_community/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny (DOMPurify loads only with the pages that show server HTML).
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

// Chats, notifications and articles (issue 12)
const ChatsPage = lazyPage(() => import('./features/chats/ChatsPage'));
const ChatPage = lazyPage(() => import('./features/chats/ChatPage'));
const ArticlesPage = lazyPage(() => import('./features/articles/ArticlesPage'));
const ArticleDetailPage = lazyPage(() => import('./features/articles/ArticleDetailPage'));
const NotificationsPage = lazyPage(() => import('./features/notifications/NotificationsPage'));

const RemoteRoutes: RemoteRoutesType = {
  // chats, notifications and articles (issue 12)
  chats: ChatsPage,
  chat: ChatPage,
  articles: ArticlesPage,
  'article-detail': ArticleDetailPage,
  notifications: NotificationsPage,
};

export default RemoteRoutes;
