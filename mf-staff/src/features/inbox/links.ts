// The inbox's links (absolute, under the shell's /staff/ route).
import { STAFF_ROOT } from '../../app/paths';

export const inboxLink = () => `${STAFF_ROOT}inbox/`;
export const conversationLink = (member: number, channel: string) =>
  `${STAFF_ROOT}inbox/${member}/${channel}`;

/** A row's link state: the inbox as it was left (its filter and search), to go back to. */
export const inboxState = (search: string) => ({ inboxSearch: search });
/** The inbox to go back to from a conversation: as it was left, or the default one. */
export function inboxReturn(state: unknown): string {
  const search = (state as { inboxSearch?: unknown } | null)?.inboxSearch;
  return `${inboxLink()}${typeof search === 'string' && search.startsWith('?') ? search : ''}`;
}
