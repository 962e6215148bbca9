import type { FormEvent } from 'react';
import { Button, type ActivationInfoResult, type Country } from '@club/shared';
import { Checkbox, Select, TextField } from '@club/shared/kit';
import { nextWeightValue, weightOnBlur } from '@club/shared/validation';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import {
  chooseCookingType,
  chooseEatingType,
  chooseTarget,
  COOKING_TYPE_LABELS,
  dietOptions,
  EATING_TYPE_LABELS,
  isFixedDietType,
} from './dietChain';
import { birthdayOnBlur, HEIGHTS, maskBirthday, type QuestionnaireValues } from './questionnaire';
import styles from './Questionnaire.module.css';

export interface QuestionnaireFormProps {
  info: ActivationInfoResult;
  countries: Country[];
  values: QuestionnaireValues;
  onChange: (values: QuestionnaireValues) => void;
  errors: Record<string, string>;
  submitting: boolean;
  onSubmit: () => void;
}

/** The activation questionnaire (spec part 1 §2 "Course activation"), a controlled form. */
export function QuestionnaireForm({
  info,
  countries,
  values,
  onChange,
  errors,
  submitting,
  onSubmit,
}: QuestionnaireFormProps) {
  const set = (patch: Partial<QuestionnaireValues>) => onChange({ ...values, ...patch });
  const options = dietOptions(info, values.diet);
  const fixedDiet = isFixedDietType(values.diet.dieta_eating_type, values.diet.is_simple);
  const onlyPlace = info.places.length === 1 ? info.places[0] : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>О тебе</h2>
        <div className={styles.row}>
          <TextField
            label="Вес, кг"
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            placeholder="00.0"
            value={values.weight}
            error={errors.weight}
            onChange={(e) => set({ weight: nextWeightValue(values.weight, e.target.value) })}
            onBlur={() => set({ weight: weightOnBlur(values.weight) })}
          />
          <Select
            label="Рост"
            name="height"
            value={values.height}
            error={errors.height}
            options={HEIGHTS.map((h) => ({ value: h, label: `${h} см` }))}
            onChange={(e) => set({ height: Number(e.target.value) })}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label="Дата рождения"
            name="birthday"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="дд.мм.гггг"
            value={values.birthday}
            error={errors.birthday}
            onChange={(e) => set({ birthday: maskBirthday(e.target.value) })}
            onBlur={() => set({ birthday: birthdayOnBlur(values.birthday) })}
          />
          <Select
            label="Страна"
            name="country"
            value={values.country ?? ''}
            placeholder="Выберите страну"
            error={errors.country}
            options={countries.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(e) => set({ country: Number(e.target.value) || null })}
          />
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Тренировки</h2>
        {onlyPlace ? (
          <p className={styles.fixed}>
            <span className={styles.fixedLabel}>Место занятий</span>
            <span>{onlyPlace.title}</span>
          </p>
        ) : (
          <ChoiceGroup
            legend="Место занятий"
            name="place"
            value={values.place}
            choices={info.places.map((p) => ({ value: p.id, label: p.title }))}
            onChange={(place) => set({ place })}
          />
        )}
        <ChoiceGroup
          legend="Уровень активности"
          name="additional"
          layout="cards"
          value={values.additional}
          choices={info.activities.map((a) => ({
            value: a.id,
            label: a.title,
            description: a.description,
          }))}
          onChange={(additional) => set({ additional })}
        />
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Питание</h2>
        <ChoiceGroup
          legend="Цель"
          name="dieta_target"
          value={values.diet.dieta_target}
          choices={info.dieta_targets.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(id) => set({ diet: chooseTarget(info, id) })}
        />
        {options.eatingTypes.length > 0 && (
          <ChoiceGroup
            legend="Режим питания"
            name="dieta_eating_type"
            value={values.diet.dieta_eating_type}
            choices={options.eatingTypes.map((e) => ({
              value: e,
              label: EATING_TYPE_LABELS[e] ?? String(e),
            }))}
            onChange={(e) => set({ diet: chooseEatingType(info, values.diet, e) })}
          />
        )}
        {options.cookingTypes.length > 1 && (
          <ChoiceGroup
            legend="Готовка"
            name="is_simple"
            value={values.diet.is_simple}
            choices={options.cookingTypes.map((c) => ({
              value: c,
              label: COOKING_TYPE_LABELS[c] ?? String(c),
            }))}
            onChange={(c) => set({ diet: chooseCookingType(info, values.diet, c) })}
          />
        )}
        {fixedDiet || options.dietTypes.length === 1 ? (
          options.dietTypes[0] ? (
            <p className={styles.fixed}>
              <span className={styles.fixedLabel}>Тип питания</span>
              <span>{options.dietTypes[0].name}</span>
            </p>
          ) : null
        ) : (
          <ChoiceGroup
            legend="Тип питания"
            name="dieta_type"
            layout="cards"
            value={values.diet.dieta_type}
            choices={options.dietTypes.map((t) => ({
              value: t.id,
              label: t.name,
              description: t.description,
            }))}
            onChange={(dieta_type) => set({ diet: { ...values.diet, dieta_type } })}
          />
        )}
        {options.target?.contest && (
          <Checkbox
            label="Участвовать в конкурсе «До и после»"
            checked={values.diet.contest}
            onChange={(contest) => set({ diet: { ...values.diet, contest } })}
          />
        )}
      </section>

      <Button type="submit" className={styles.submit} loading={submitting}>
        Активировать
      </Button>
    </form>
  );
}
