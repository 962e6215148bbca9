// The two exposed modules, as the shell sees them.
import RemoteRoutes from './routes';
import widgets from './widgets';

test('./routes maps the spec route names of chats, notifications and articles to pages', () => {
  for (const name of ['chats', 'chat', 'articles', 'article-detail', 'notifications'])
    expect(typeof RemoteRoutes[name]).toBe('function');
});

test('./widgets has the top bar’s notification dropdown', () => {
  expect(typeof widgets.NotificationDropdown).toBe('function');
});
