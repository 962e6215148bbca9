import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import {
  Button,
  confirm,
  requestUserInfoReload,
  showBanner,
  type Country,
  type PhoneMask,
  type Profile,
} from '@club/shared';
import { Checkbox, Select, TextField, Toggle } from '@club/shared/kit';
import {
  HEIGHT_MAX,
  HEIGHT_MIN,
  isUnder18,
  MESSAGES,
  profileSchema,
} from '@club/shared/validation';
import { editProfile } from './api/editProfile';
import { EmailConfirmation } from './EmailConfirmation';
import { openFoodTracking } from './api/openFoodTracking';
import { BirthdayField } from './fields/BirthdayField';
import { PhoneField } from './fields/PhoneField';
import { WeightField } from './fields/WeightField';
import { remask } from './phoneMask';
import { maskOfCountry, toEditBody, toFormValues, type ProfileFormValues } from './profileValues';
import { useUnsavedGuard } from './useUnsavedGuard';
import styles from './ProfileForm.module.css';

export const SAVED_TEXT = 'Данные успешно сохранены!';

const HEIGHT_OPTIONS = Array.from({ length: HEIGHT_MAX - HEIGHT_MIN + 1 }, (_, i) => {
  const h = HEIGHT_MIN + i;
  return { value: String(h), label: `${h} см` };
});

type FieldName = keyof ProfileFormValues;

export interface ProfileFormProps {
  profile: Profile;
  masks: PhoneMask[];
  countries: Country[];
}

/** The personal data form of the profile (spec part 1 §2 "Profile", §4 "Profile save", §5). */
export function ProfileForm({ profile, masks, countries }: ProfileFormProps) {
  const initialValues = useMemo(() => toFormValues(profile), [profile]);
  // the phone's minimum length comes from the mask held in the form's country_mask
  const schema = useMemo(() => profileSchema(), []);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    // saving goes through onSubmit below (the under-18 question and the failure banner come first)
    onSubmit: () => undefined,
  });
  const { values, setFieldValue } = formik;

  useUnsavedGuard(formik.dirty, () => formik.resetForm());

  // Messages appear from the first save on, then follow the input live. Showing them when a field
  // is left would push the fields below (and "Сохранить") down between press and release of the
  // pointer, and the press would be lost.
  const errorOf = (field: FieldName): string | undefined => {
    const error = formik.errors[field];
    return submitted && typeof error === 'string' ? error : undefined;
  };
  const change = (field: FieldName) => (value: unknown) => void setFieldValue(field, value);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (savingRef.current) return;
    setSubmitted(true);
    setServerError(null);
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      showBanner('fail', MESSAGES.profileSaveFailed);
      return;
    }
    const body = toEditBody(values);
    if (isUnder18(body.birthday)) {
      await confirm({
        title: MESSAGES.under18.title,
        text: MESSAGES.under18.text,
        yes: MESSAGES.under18.button,
      });
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const { error } = await editProfile(body);
      if (error) {
        showBanner('fail', MESSAGES.profileSaveFailed);
        setServerError(error.message);
        return;
      }
      formik.resetForm({ values });
      setSubmitted(false);
      showBanner('ok', SAVED_TEXT);
      requestUserInfoReload();
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const onCountry = (countryId: string) => {
    void setFieldValue('country', countryId);
    // a member without a phone code gets their country's one
    if (!values.country_mask) {
      const mask = maskOfCountry(masks, countryId);
      if (mask) {
        void setFieldValue('country_mask', mask);
        void setFieldValue('phone', remask(values.phone, mask));
      }
    }
  };

  const onMask = (mask: PhoneMask) => {
    void setFieldValue('country_mask', mask);
    void setFieldValue('phone', remask(values.phone, mask));
  };

  const onFoodTracking = async (on: boolean) => {
    if (!on) {
      void setFieldValue('is_fatsecret_auth', false);
      return;
    }
    if (await openFoodTracking()) void setFieldValue('is_fatsecret_auth', true);
  };

  const countryOptions = countries.map((c) => ({
    value: String(c.id),
    label: `${c.flag} ${c.name}`,
  }));

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2 className={styles.heading}>Личные данные</h2>
      <div className={styles.grid}>
        <TextField
          label="Имя"
          autoComplete="name"
          error={errorOf('name')}
          {...formik.getFieldProps('name')}
        />
        <div className={styles.stack}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errorOf('email')}
            {...formik.getFieldProps('email')}
          />
          {profile.need_email_verify ? <EmailConfirmation /> : null}
        </div>
        <Select
          label="Страна"
          placeholder="Выбери страну"
          options={countryOptions}
          error={errorOf('country')}
          name="country"
          value={values.country}
          onChange={(e) => onCountry(e.target.value)}
        />
        <PhoneField
          value={values.phone}
          mask={values.country_mask}
          masks={masks}
          onChange={change('phone')}
          onMaskChange={onMask}
          error={errorOf('phone') ?? errorOf('country_mask')}
        />
        <BirthdayField
          value={values.birthday}
          onChange={change('birthday')}
          error={errorOf('birthday')}
        />
        <Select
          label="Рост"
          options={HEIGHT_OPTIONS}
          error={errorOf('height')}
          {...formik.getFieldProps('height')}
        />
        <WeightField value={values.weight} onChange={change('weight')} error={errorOf('weight')} />
        <TextField
          label="Telegram"
          placeholder="nickname"
          autoComplete="off"
          autoCapitalize="off"
          error={errorOf('telegram')}
          {...formik.getFieldProps('telegram')}
        />
      </div>

      <fieldset className={styles.gender}>
        <legend className={styles.legend}>Пол</legend>
        {(
          [
            ['0', 'Женский'],
            ['1', 'Мужской'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name="gender"
              value={value}
              checked={values.gender === value}
              onChange={() => void setFieldValue('gender', value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>

      <div className={styles.switches}>
        <Toggle
          label="Отслеживание питания (FatSecret)"
          checked={values.is_fatsecret_auth}
          onChange={(on) => void onFoodTracking(on)}
        />
        <Checkbox
          label="Получать новости и рассылку клуба"
          checked={values.newsletter}
          onChange={change('newsletter')}
        />
      </div>

      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} aria-disabled={saving || undefined}>
          Сохранить
        </Button>
      </div>
    </form>
  );
}
