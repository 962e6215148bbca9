import { apiDelete, type AvatarResult } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/** DELETE /api/cabinet/profile/avatar: the member's picture is removed. */
export const removeAvatar = () => apiDelete<AvatarResult>(accountPaths.profileAvatar);
