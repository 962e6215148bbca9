// The staff API's calls (paths and types: @club/shared, paths-staff.ts and staff.ts). Lists load
// `silent`ly (the list says a failure itself); actions show the server's Russian message in a
// banner when refused.
import {
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  type AuditResult,
  type CoversResult,
  type DirectoryResult,
  type MessageResult,
  type RolesResult,
  type StaffMemberCard,
  type StaffMembersResult,
  type TeamResult,
  type TeamSavedResult,
  type WhoAmIResult,
} from '@club/shared';
import { staffPaths } from '@club/shared/staff';

const query = (params: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
};

export const getMe = () => apiGet<WhoAmIResult>(staffPaths.me, { silent: true });
export const getDirectory = () => apiGet<DirectoryResult>(staffPaths.directory, { silent: true });

export const getMembers = (params: { q?: string; after_name?: string; after_id?: number }) =>
  apiGet<StaffMembersResult>(`${staffPaths.members}${query(params)}`, { silent: true });
export const getMemberCard = (id: number | string) =>
  apiGet<StaffMemberCard>(staffPaths.member(id), { silent: true });
export const reassign = (memberId: number, discipline: string, staffId: number) =>
  apiPut<MessageResult>(staffPaths.assignment(memberId, discipline), { staff_id: staffId });

export const getTeam = () => apiGet<TeamResult>(staffPaths.team, { silent: true });
export interface StaffInput {
  email: string;
  name: string;
  position: string;
  roles: string[];
  disciplines: string[];
}
export const createStaff = (input: StaffInput) =>
  apiPost<TeamSavedResult>(staffPaths.team, input, { silent: true });
export const updateStaff = (id: number, patch: Partial<Omit<StaffInput, 'email'>>) =>
  apiPatch<TeamSavedResult>(staffPaths.teamMember(id), patch, { silent: true });
export const setStaffActive = (id: number, active: boolean) =>
  apiPut<TeamSavedResult>(staffPaths.teamActive(id), { active });
export const transferMembers = (id: number, discipline: string, toStaffId: number) =>
  apiPost<TeamSavedResult>(staffPaths.teamTransfer(id), {
    discipline,
    to_staff_id: toStaffId,
  });

export const getRoles = () => apiGet<RolesResult>(staffPaths.roles, { silent: true });
export const createRole = (input: { name: string; title: string; permissions: string[] }) =>
  apiPost<TeamSavedResult>(staffPaths.roles, input, { silent: true });
export const updateRole = (id: number, patch: { title?: string; permissions?: string[] }) =>
  apiPatch<TeamSavedResult>(staffPaths.role(id), patch, { silent: true });

export const getCovers = () => apiGet<CoversResult>(staffPaths.covers, { silent: true });
export const createCover = (input: {
  absent_id: number;
  cover_id: number;
  starts_at: number;
  ends_at: number;
}) => apiPost<TeamSavedResult>(staffPaths.covers, input, { silent: true });
export const endCover = (id: number) => apiPost<TeamSavedResult>(staffPaths.coverEnd(id));

export const getAudit = (params: {
  actor_id?: number;
  member_id?: number;
  member?: string;
  action?: string;
  before_id?: number;
}) => apiGet<AuditResult>(`${staffPaths.audit}${query(params)}`, { silent: true });
