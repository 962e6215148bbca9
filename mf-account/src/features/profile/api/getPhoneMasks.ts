import { accountPaths, apiGet, type PhoneMasksResult } from '@club/shared';

/** GET the phone masks (flag, dialling code, mask, country) of the code dropdown. */
export const getPhoneMasks = () => apiGet<PhoneMasksResult>(accountPaths.phoneMasks);
