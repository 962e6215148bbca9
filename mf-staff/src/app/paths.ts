// The staff app's own links (under the shell's /staff/ route). Absolute, so they mean the same
// from any page of the app.
export const STAFF_ROOT = '/staff/';

export const staffLinks = {
  home: () => STAFF_ROOT,
  members: () => `${STAFF_ROOT}members/`,
  member: (id: number | string) => `${STAFF_ROOT}members/${id}`,
  team: () => `${STAFF_ROOT}team/`,
  teamNew: () => `${STAFF_ROOT}team/new`,
  teamMember: (id: number | string) => `${STAFF_ROOT}team/${id}`,
  roles: () => `${STAFF_ROOT}roles/`,
  roleNew: () => `${STAFF_ROOT}roles/new`,
  role: (id: number | string) => `${STAFF_ROOT}roles/${id}`,
  covers: () => `${STAFF_ROOT}covers/`,
  articles: () => `${STAFF_ROOT}articles/`,
  articleNew: () => `${STAFF_ROOT}articles/new`,
  article: (id: number | string) => `${STAFF_ROOT}articles/${id}`,
  notifications: () => `${STAFF_ROOT}notifications/`,
  notificationNew: (link?: string) =>
    `${STAFF_ROOT}notifications/new${link ? `?link=${encodeURIComponent(link)}` : ''}`,
  audit: (filter: { actor_id?: number; member_id?: number } = {}) => {
    const q = new URLSearchParams();
    if (filter.actor_id) q.set('actor', String(filter.actor_id));
    if (filter.member_id) q.set('member', String(filter.member_id));
    const text = q.toString();
    return `${STAFF_ROOT}audit/${text ? `?${text}` : ''}`;
  },
} as const;
