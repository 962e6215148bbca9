// Menus of the shell (spec part 1 §2 "App shell"). An item is inactive while its code is in the
// server's not_active_options: rendered disabled, not as a link.
import type { MenuCode } from '@club/shared';
import { links } from '../routes/paths';
import { routesIn, type RouteName } from '../routes/table';
import type { IconName } from './icons';

export interface MenuItem {
  key: string;
  label: string;
  to: string;
  icon: IconName;
  code?: MenuCode;
  /** route names that highlight this item (its child pages included; the table's group) */
  routes: RouteName[];
}

export const MAIN_MENU: readonly MenuItem[] = [
  { key: 'home', label: 'Главная', to: links.home(), icon: 'home', routes: ['home'] },
  {
    key: 'courses',
    label: 'Курсы',
    to: links.courses(),
    icon: 'courses',
    code: 'COURSES',
    routes: routesIn('COURSES'),
  },
  {
    key: 'nutrition',
    label: 'Питание',
    to: links.nutrition(),
    icon: 'nutrition',
    code: 'DIETA',
    routes: routesIn('DIETA'),
  },
  {
    key: 'dynamics',
    label: 'Динамика',
    to: links.dynamics(),
    icon: 'dynamics',
    code: 'DYNAMICS',
    routes: routesIn('DYNAMICS'),
  },
  {
    key: 'articles',
    label: 'Статьи',
    to: links.articles(),
    icon: 'articles',
    code: 'ARTICLES',
    routes: routesIn('ARTICLES'),
  },
  {
    key: 'chats',
    label: 'Чаты',
    to: links.chats(),
    icon: 'chats',
    code: 'CHATS',
    routes: routesIn('CHATS'),
  },
  // Not in the spec's main menu, but the store needs a way in: last on the side menu, and in "Еще".
  {
    key: 'store',
    label: 'Магазин',
    to: links.store(),
    icon: 'store',
    routes: ['store', 'store-course'],
  },
];

const byKey = (key: string): MenuItem => MAIN_MENU.find((m) => m.key === key) as MenuItem;

/** Mobile bottom bar: Главная, Курсы, Питание, Статьи + "Еще" (Динамика, Чаты, Магазин). */
export const BOTTOM_MENU: readonly MenuItem[] = ['home', 'courses', 'nutrition', 'articles'].map(
  byKey,
);
export const MORE_MENU: readonly MenuItem[] = ['dynamics', 'chats', 'store'].map(byKey);

export const PROFILE_MENU: readonly MenuItem[] = [
  {
    key: 'profile',
    label: 'Профиль',
    to: links.profile(),
    icon: 'user',
    code: 'AVATAR',
    routes: ['profile'],
  },
  {
    key: 'feedback',
    label: 'Обратная связь',
    to: links.feedback(),
    icon: 'mail',
    code: 'FEEDBACK',
    routes: ['feedback'],
  },
  { key: 'faq', label: 'FAQ', to: links.faq(), icon: 'help', code: 'AVATAR', routes: ['faq'] },
  { key: 'logout', label: 'Выход', to: links.logout(), icon: 'logout', routes: ['logout'] },
];

export const isItemDisabled = (item: MenuItem, notActiveOptions: readonly string[]): boolean =>
  Boolean(item.code && notActiveOptions.includes(item.code));

export const isItemCurrent = (item: MenuItem, route: RouteName): boolean =>
  item.routes.includes(route);
