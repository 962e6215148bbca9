// Contract of the account calls (TypeBox schemas: the server validates with them, apps use the types).
// Profile editing, avatar, password change, the phone masks of the profile form and the store.
import { Type, type Static } from '@sinclair/typebox';
import { Int, Num, Text } from './rules';

// ---------- Profile edit (POST /api/cabinet/profile/edit) ----------
// Loose on purpose: the field rules and their Russian messages are the shared yup schema's
// (profileSchema) and the service's, so a wrong value answers with the form's own text, not ajv's.
export const ProfileEditBody = Type.Object({
  name: Text({ maxLength: 200 }),
  email: Text({ maxLength: 254 }),
  phone: Text({ maxLength: 40 }),
  telegram: Type.Optional(Type.Union([Text({ maxLength: 64 }), Type.Null()])),
  /** 130..250 */
  height: Type.Union([Int(), Type.Null()]),
  /** up to 200 with one decimal */
  weight: Type.Union([Num(), Type.Null()]),
  gender: Int(),
  /** unix seconds */
  birthday: Type.Union([Int(), Type.Null()]),
  /** country id */
  country: Type.Union([Int(), Type.Null()]),
  /** country mask id */
  country_mask: Type.Union([Int(), Type.Null()]),
  newsletter: Type.Optional(Type.Boolean()),
  is_fatsecret_auth: Type.Optional(Type.Boolean()),
});
export type ProfileEditBody = Static<typeof ProfileEditBody>;

export const ProfileEditResult = Type.Object({ message: Type.String() });
export type ProfileEditResult = Static<typeof ProfileEditResult>;

// ---------- Avatar (POST multipart field "avatar", DELETE) ----------
export const AvatarResult = Type.Object({ avatar: Type.Union([Type.String(), Type.Null()]) });
export type AvatarResult = Static<typeof AvatarResult>;

// ---------- Password change (POST /api/cabinet/profile/password) ----------
export const PasswordChangeBody = Type.Object({
  old_password: Text({ maxLength: 128 }),
  new_password: Text({ maxLength: 128 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

// ---------- Phone masks of the profile form (flag + dialling code) ----------
// (the profile's country_mask fields plus the country they belong to; defined here, not composed
// from index.ts's CountryMask, because index.ts re-exports this file)
export const PhoneMask = Type.Object({
  id: Type.Integer(),
  /** dialling code, e.g. "+7" */
  code: Type.String(),
  /** '#' is a digit slot, e.g. "+7 (###) ###-##-##" */
  mask: Type.String(),
  flag: Type.String(),
  country_id: Type.Integer(),
  country_name: Type.String(),
});
export type PhoneMask = Static<typeof PhoneMask>;
export const PhoneMasksResult = Type.Object({ masks: Type.Array(PhoneMask) });
export type PhoneMasksResult = Static<typeof PhoneMasksResult>;

// ---------- Store ----------
export const StorePack = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** rubles for 1 month */
  price: Type.Integer(),
  /** HTML (any leading <style> block stripped), null without a description */
  description: Type.Union([Type.String(), Type.Null()]),
  /** the external purchase page */
  link: Type.String(),
  image: Type.String(),
});
export type StorePack = Static<typeof StorePack>;

/** A store category ("Тренировки", ...) with its packs. */
export const StoreBlock = Type.Object({
  id: Type.Integer(),
  block_name: Type.String(),
  packs: Type.Array(StorePack),
});
export type StoreBlock = Static<typeof StoreBlock>;

export const StoreResult = Type.Object({ blocks: Type.Array(StoreBlock) });
export type StoreResult = Static<typeof StoreResult>;
