// The phone masks of the profile form: flag + dialling code + mask, with the country of each.
import { asc, eq } from 'drizzle-orm';
import type { PhoneMask } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { countries, countryMasks } from '../../db/schema';

/** Every phone mask with its country, in the countries' order (the profile's code dropdown). */
export async function listPhoneMasks(db: Db): Promise<PhoneMask[]> {
  const rows = await db
    .select({ mask: countryMasks, country: countries })
    .from(countryMasks)
    .innerJoin(countries, eq(countries.id, countryMasks.countryId))
    .orderBy(asc(countries.sort), asc(countryMasks.id));
  return rows.map(({ mask, country }) => ({
    id: mask.id,
    code: mask.code,
    mask: mask.mask,
    flag: mask.flag,
    country_id: country.id,
    country_name: country.name,
  }));
}
