import { apiGet, type PhoneMasksResult } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/** GET the phone masks (flag, dialling code, mask, country) of the code dropdown. */
export const getPhoneMasks = () => apiGet<PhoneMasksResult>(accountPaths.phoneMasks);
