// A staff member who answers members but has no discipline of theirs can never be given members
// (assignments need the discipline: server modules/staff/assignments.ts). The form says so before
// saving: a coach, dietitian or psychologist role without its discipline, or any role that answers
// members (chats:reply:assigned) with no discipline at all.
import { confirm, type Discipline, type RoleEntry } from '@club/shared';
import { DISCIPLINE_LABELS } from '@club/shared/staff';
import type { StaffDraft } from './StaffFields';

/** The club's roles that stand for one discipline (seeded: migration 0011). */
export const ROLE_DISCIPLINE: Readonly<Record<string, Discipline>> = {
  coach: 'coach',
  dietitian: 'dietolog',
  psychologist: 'psyhologist',
};

export function disciplineWarnings(
  draft: Pick<StaffDraft, 'roles' | 'disciplines'>,
  roles: readonly RoleEntry[],
): string[] {
  const held = roles.filter((r) => draft.roles.includes(r.name));
  const warnings = held.flatMap((r) => {
    const discipline = ROLE_DISCIPLINE[r.name];
    if (!discipline || draft.disciplines.includes(discipline)) return [];
    const label = DISCIPLINE_LABELS[discipline];
    return [
      `Роль «${r.title}» выбрана без направления «${label}»: участников этого направления за сотрудником закрепить будет нельзя. Отметь направление «${label}».`,
    ];
  });
  if (
    !warnings.length &&
    !draft.disciplines.length &&
    held.some((r) => r.permissions.includes('chats:reply:assigned'))
  )
    warnings.push(
      'Роль позволяет отвечать участникам, но не выбрано ни одно направление: закрепить участников за сотрудником будет нельзя. Отметь направление.',
    );
  return warnings;
}

/** Asks before saving a form with such a warning: true to save anyway. */
export function confirmDespite(warnings: readonly string[]): Promise<boolean> {
  if (!warnings.length) return Promise.resolve(true);
  return confirm({
    title: 'Сохранить без направления?',
    text: warnings.join(' '),
    yes: 'Сохранить всё равно',
    no: 'Вернуться к форме',
  });
}
