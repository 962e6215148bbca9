// The inbox's settings: the club's working hours and time zone and the answer target per
// discipline (one row of inbox_settings; the defaults while there is none: 09:00-21:00
// Europe/Moscow, Monday to Saturday, 24 hours for every discipline). Changed with staff:manage,
// recorded in the audit log.
import { eq } from 'drizzle-orm';
import {
  INBOX_DEFAULT_SETTINGS,
  INBOX_MESSAGES as M,
  type Discipline,
  type InboxSettings,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { inboxSettings } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { audit } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';
import { isTimeZone, type WorkingHours } from './hours';

export interface InboxRules {
  hours: WorkingHours;
  targetHours: Record<Discipline, number>;
}

const HOUR = 3600_000;
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const DEFAULT_RULES: InboxRules = {
  hours: {
    timeZone: INBOX_DEFAULT_SETTINGS.time_zone,
    dayStartMinute: minuteOf(INBOX_DEFAULT_SETTINGS.day_start),
    dayEndMinute: minuteOf(INBOX_DEFAULT_SETTINGS.day_end),
    workDays: [...INBOX_DEFAULT_SETTINGS.work_days],
  },
  targetHours: { ...INBOX_DEFAULT_SETTINGS.target_hours },
};

export const targetMs = (rules: InboxRules, discipline: Discipline) =>
  rules.targetHours[discipline] * HOUR;

export async function inboxRules(db: Db): Promise<InboxRules> {
  const [row] = await db.select().from(inboxSettings).where(eq(inboxSettings.id, 1));
  if (!row) return DEFAULT_RULES;
  return {
    hours: {
      timeZone: row.timeZone,
      dayStartMinute: row.dayStartMinute,
      dayEndMinute: row.dayEndMinute,
      workDays: row.workDays,
    },
    targetHours: {
      coach: row.coachTargetHours,
      dietolog: row.dietologTargetHours,
      psyhologist: row.psyhologistTargetHours,
    },
  };
}

export const settingsOf = (rules: InboxRules): InboxSettings => ({
  time_zone: rules.hours.timeZone,
  day_start: hhmmOf(rules.hours.dayStartMinute),
  day_end: hhmmOf(rules.hours.dayEndMinute),
  work_days: [...rules.hours.workDays].sort((a, b) => a - b),
  target_hours: { ...rules.targetHours },
});

export async function saveSettings(
  db: Db,
  actor: StaffIdentity,
  input: InboxSettings,
  now: Date,
): Promise<InboxSettings> {
  if (!isTimeZone(input.time_zone)) throw badRequest(M.badTimeZone);
  const start = minuteOf(input.day_start);
  const end = minuteOf(input.day_end);
  if (end <= start) throw badRequest(M.badDayRange);
  const workDays = [...new Set(input.work_days)].sort((a, b) => a - b);
  if (!workDays.length) throw badRequest(M.badWorkDays);
  const values = {
    timeZone: input.time_zone,
    dayStartMinute: start,
    dayEndMinute: end,
    workDays,
    coachTargetHours: input.target_hours.coach,
    dietologTargetHours: input.target_hours.dietolog,
    psyhologistTargetHours: input.target_hours.psyhologist,
    updatedBy: actor.userId,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(inboxSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: inboxSettings.id, set: values });
    const saved = settingsOf(await inboxRules(tx as unknown as Db));
    await audit(tx as unknown as Db, {
      actor,
      action: 'inbox.settings',
      details: { ...saved },
      at: now,
    });
  });
  return settingsOf(await inboxRules(db));
}
