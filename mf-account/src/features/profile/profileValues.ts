// The profile form's values: built from the member's profile, turned into the edit call's body.
import { type PhoneMask, type Profile, type ProfileEditBody } from '@club/shared';
import { birthdayToDisplay } from '@club/shared/format';
import { HEIGHT_DEFAULT, parseBirthdayText } from '@club/shared/validation';
import { fullPhone, nationalPart, type MaskLike } from './phoneMask';

/** A mask the form can hold: the profile's country_mask or one of the dropdown's. */
export type FormMask = MaskLike & { id: number; flag: string; country_id?: number };

export interface ProfileFormValues {
  name: string;
  email: string;
  /** the national part, masked: "(916) 123-45-67" */
  phone: string;
  country_mask: FormMask | null;
  /** country id, '' when none */
  country: string;
  height: string;
  gender: '0' | '1';
  /** DD.MM.YYYY */
  birthday: string;
  /** "62.5" */
  weight: string;
  telegram: string;
  newsletter: boolean;
  is_fatsecret_auth: boolean;
}

/** Weight as the form shows it: one decimal ("64" -> "64.0"), '' when unknown. */
export const weightText = (weight: number | null): string =>
  weight === null || !Number.isFinite(weight) ? '' : weight.toFixed(1);

export function toFormValues(profile: Profile): ProfileFormValues {
  const mask = profile.country_mask;
  return {
    name: profile.name,
    email: profile.email,
    phone: nationalPart(profile.phone, mask),
    country_mask: mask,
    country: profile.country ? String(profile.country.id) : '',
    height: String(profile.height ?? HEIGHT_DEFAULT),
    gender: profile.gender === 1 ? '1' : '0',
    birthday: birthdayToDisplay(profile.birthday),
    weight: weightText(profile.weight),
    telegram: profile.telegram ?? '',
    newsletter: profile.newsletter,
    is_fatsecret_auth: profile.is_fatsecret_auth,
  };
}

/** The body of POST /api/cabinet/profile/edit from valid values. */
export function toEditBody(values: ProfileFormValues): ProfileEditBody {
  const telegram = values.telegram.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: fullPhone(values.phone, values.country_mask),
    telegram: telegram === '' ? null : telegram,
    height: Number(values.height),
    weight: Number(values.weight),
    gender: values.gender === '1' ? 1 : 0,
    birthday: parseBirthdayText(values.birthday),
    country: values.country ? Number(values.country) : null,
    country_mask: values.country_mask?.id ?? null,
    newsletter: values.newsletter,
    is_fatsecret_auth: values.is_fatsecret_auth,
  };
}

/** The first mask of a country (the dropdown's choice when a country is picked first). */
export const maskOfCountry = (masks: PhoneMask[], countryId: string): PhoneMask | null =>
  masks.find((m) => String(m.country_id) === countryId) ?? null;
