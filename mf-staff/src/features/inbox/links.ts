// The inbox's links (absolute, under the shell's /staff/ route).
import { STAFF_ROOT } from '../../app/paths';

export const inboxLink = () => `${STAFF_ROOT}inbox/`;
export const conversationLink = (member: number, channel: string) =>
  `${STAFF_ROOT}inbox/${member}/${channel}`;
