// The member's staff channels (spec part 2 §3: coach, dietolog, psyhologist): the same three for
// every member, so they are code, not rows (a data folder of any release lists them). The staff
// member who answers is written onto each staff message (admin_name, admin_position); older
// messages without one show the channel's default staff: the seeded coach, dietitian and
// psychologist of the staff app (db/seeds/staff.ts, DEMO_STAFF), names and positions alike.
import { CHAT_CHANNEL_IDS, type ChatChannelId } from '@club/shared/contract';

export interface ChannelInfo {
  id: ChatChannelId;
  name: string;
  image: string;
  staff: { name: string; position: string };
}

/** A round avatar as an inline SVG (renders offline, no file to serve). */
function avatar(from: string, to: string, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<text x="48" y="62" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const CHANNELS: Record<ChatChannelId, ChannelInfo> = {
  coach: {
    id: 'coach',
    name: 'Тренер',
    image: avatar('#2bb673', '#138a8a', 'Т'),
    staff: { name: 'Алексей Морозов', position: 'Тренер' },
  },
  dietolog: {
    id: 'dietolog',
    name: 'Диетолог',
    image: avatar('#f7971e', '#e5484d', 'Д'),
    staff: { name: 'Екатерина Соколова', position: 'Диетолог' },
  },
  psyhologist: {
    id: 'psyhologist',
    name: 'Психолог',
    image: avatar('#3a7bd5', '#8e2de2', 'П'),
    staff: { name: 'Ольга Лебедева', position: 'Психолог' },
  },
};

export const CHANNEL_LIST: readonly ChannelInfo[] = CHAT_CHANNEL_IDS.map((id) => CHANNELS[id]);

/** A channel code from a path or a form (COACH, coach), or null. */
export function channelOf(value: unknown): ChatChannelId | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return (CHAT_CHANNEL_IDS as readonly string[]).includes(code) ? (code as ChatChannelId) : null;
}
