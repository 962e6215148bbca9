import type { ActivationInfoResult, Country } from '@club/shared';
import { COOKING_TYPE_LABELS, dietOptions, EATING_TYPE_LABELS } from './dietChain';
import type { QuestionnaireValues } from './questionnaire';
import styles from './ActivationSummary.module.css';

/** The entered data, for the confirmation step ("Проверь данные"). */
export function ActivationSummary({
  info,
  values,
  countries,
}: {
  info: ActivationInfoResult;
  values: QuestionnaireValues;
  countries: Country[];
}) {
  const options = dietOptions(info, values.diet);
  const rows: [string, string][] = [
    ['Вес', values.weight ? `${values.weight} кг` : '—'],
    ['Рост', `${values.height} см`],
    ['Дата рождения', values.birthday || '—'],
    ['Страна', countries.find((c) => c.id === values.country)?.name ?? '—'],
    ['Место занятий', info.places.find((p) => p.id === values.place)?.title ?? '—'],
    ['Уровень активности', info.activities.find((a) => a.id === values.additional)?.title ?? '—'],
    ['Цель', options.target?.name ?? '—'],
    ['Режим питания', EATING_TYPE_LABELS[values.diet.dieta_eating_type] ?? '—'],
    ['Готовка', COOKING_TYPE_LABELS[values.diet.is_simple] ?? '—'],
    ['Тип питания', options.dietTypes.find((t) => t.id === values.diet.dieta_type)?.name ?? '—'],
  ];
  if (options.target?.contest) {
    rows.push(['Участие в конкурсе', values.diet.contest ? 'Да' : 'Нет']);
  }
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
