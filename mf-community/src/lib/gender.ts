// Wording by the member's gender (0 female, 1 male; unknown keeps both forms, spec part 2 §1).

export type Gender = 0 | 1 | null | undefined;

/** 'уверен(а)' -> 'уверена' / 'уверен' / 'уверен(а)' by gender. */
export function byGender(gender: Gender, female: string, male: string, both: string): string {
  if (gender === 0) return female;
  if (gender === 1) return male;
  return both;
}

/** The delete confirmation text of a dynamics report (spec §2.4). */
export const deleteReportText = (gender: Gender) =>
  `Ты ${byGender(gender, 'уверена', 'уверен', 'уверен(а)')}, что хочешь удалить отчет?`;
