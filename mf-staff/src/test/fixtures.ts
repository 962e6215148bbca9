// Accounts and answers the staff app's tests share.
import {
  setSession,
  type DirectoryEntry,
  type StaffMemberCard,
  type StaffMemberRow,
  type WhoAmIResult,
} from '@club/shared';

export const ADMIN: WhoAmIResult = {
  kind: 'staff',
  id: 100,
  name: 'Наталья Белова',
  email: 'admin@club.local',
  position: 'Администратор клуба',
  active: true,
  permissions: ['audit:read', 'members:create', 'members:read:all', 'staff:manage'],
  roles: [{ name: 'admin', title: 'Администратор' }],
  disciplines: [],
};

export const COACH: WhoAmIResult = {
  kind: 'staff',
  id: 101,
  name: 'Алексей Морозов',
  email: 'coach@club.local',
  position: 'Тренер',
  active: true,
  permissions: ['chats:reply:assigned', 'progress:review'],
  roles: [{ name: 'coach', title: 'Тренер' }],
  disciplines: ['coach'],
};

export function signInAs(account: WhoAmIResult) {
  setSession({ token: 'staff-token', account });
}

export const DIRECTORY: DirectoryEntry[] = [
  { id: 101, name: 'Алексей Морозов', position: 'Тренер', active: true, disciplines: ['coach'] },
  {
    id: 102,
    name: 'Игорь Васильев',
    position: 'Тренер по силовой подготовке',
    active: true,
    disciplines: ['coach'],
  },
  {
    id: 103,
    name: 'Екатерина Соколова',
    position: 'Диетолог',
    active: true,
    disciplines: ['dietolog'],
  },
  {
    id: 104,
    name: 'Ольга Лебедева',
    position: 'Психолог',
    active: true,
    disciplines: ['psyhologist'],
  },
];

const ref = (id: number) => {
  const s = DIRECTORY.find((d) => d.id === id)!;
  return { id: s.id, name: s.name, position: s.position };
};

export const memberRow = (id: number, name: string): StaffMemberRow => ({
  id,
  name,
  email: `m${id}@club.local`,
  assignments: { coach: ref(101), dietolog: ref(103), psyhologist: ref(104) },
});

export const memberCard = (coachId = 101): StaffMemberCard => ({
  member: { id: 7, name: 'Алина Кравцова', email: 'demo15@club.local' },
  current: [
    { discipline: 'coach', staff: ref(coachId), since: 1_790_000_000, cover: null },
    { discipline: 'dietolog', staff: ref(103), since: 1_790_000_000, cover: null },
    { discipline: 'psyhologist', staff: ref(104), since: 1_790_000_000, cover: null },
  ],
  history: [
    {
      id: 1,
      discipline: 'coach',
      staff: ref(coachId),
      starts_at: 1_790_000_000,
      ends_at: null,
      assigned_by: { id: 100, name: 'Наталья Белова' },
      ended_by: null,
    },
  ],
});
