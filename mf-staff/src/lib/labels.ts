// Russian words the staff app's pages share.
import type { Discipline } from '@club/shared';

/** "Назначить тренером": the discipline as a role someone is made. */
export const DISCIPLINE_AS: Record<Discipline, string> = {
  coach: 'тренером',
  dietolog: 'диетологом',
  psyhologist: 'психологом',
};

/** A count with its noun: 1 участник, 2 участника, 5 участников. */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const form =
    mod10 === 1 && mod100 !== 11
      ? forms[0]
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? forms[1]
        : forms[2];
  return `${n} ${form}`;
}

export const MEMBER_FORMS = ['участник', 'участника', 'участников'] as const;
