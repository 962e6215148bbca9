import { apiPost, type ProfileEditBody, type ProfileEditResult } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/**
 * POST /api/cabinet/profile/edit. Silent: whatever the error, the page shows "Проверьте
 * обязательные поля." (spec part 1 §4) and the server's reason beside the form.
 */
export const editProfile = (body: ProfileEditBody) =>
  apiPost<ProfileEditResult>(accountPaths.profileEdit, body, { silent: true });
