// Fixtures of the profile tests: a member with a Russian phone, the countries and their masks.
import type { Country, InitResult, PhoneMask, Profile } from '@club/shared';
import { memberProfile } from '@club/shared/testing';
import { parseBirthdayText } from '@club/shared/validation';

export const MASKS: PhoneMask[] = [
  {
    id: 1,
    code: '+7',
    mask: '+7 (###) ###-##-##',
    flag: '🇷🇺',
    country_id: 1,
    country_name: 'Россия',
  },
  {
    id: 3,
    code: '+375',
    mask: '+375 (##) ###-##-##',
    flag: '🇧🇾',
    country_id: 3,
    country_name: 'Беларусь',
  },
  {
    id: 4,
    code: '+380',
    mask: '+380 (##) ###-##-##',
    flag: '🇺🇦',
    country_id: 4,
    country_name: 'Украина',
  },
  {
    id: 6,
    code: '+374',
    mask: '+374 (##) ###-###',
    flag: '🇦🇲',
    country_id: 6,
    country_name: 'Армения',
  },
];

export const COUNTRIES: Country[] = [
  { id: 1, flag: '🇷🇺', code: 'RU', name: 'Россия', style: '' },
  { id: 3, flag: '🇧🇾', code: 'BY', name: 'Беларусь', style: '' },
  { id: 4, flag: '🇺🇦', code: 'UA', name: 'Украина', style: '' },
  { id: 6, flag: '🇦🇲', code: 'AM', name: 'Армения', style: '' },
];

const { country_id: _c, country_name: _n, ...ruMask } = MASKS[0];

export const maria = (patch: Partial<Profile> = {}): Profile =>
  memberProfile({
    id: 3,
    name: 'Мария Кузнецова',
    email: 'maria@example.com',
    phone: '+7 (925) 555-12-34',
    telegram: 'maria_kuz',
    country: { id: 1 },
    country_mask: ruMask,
    birthday: parseBirthdayText('08.03.1992'),
    height: 165,
    weight: 58.5,
    newsletter: false,
    ...patch,
  });

export const initOf = (profile: Profile): InitResult => ({
  profile,
  countries: COUNTRIES,
  not_active_options: [],
  rest_time: null,
});

export const answer = <T>(result: T) => ({ result, error: null, status: 200, headers: {} });
export const failure = (message: string, status = 400, code?: number) => ({
  result: null,
  error: code === undefined ? { message } : { message, code },
  status,
  headers: {},
});
