import { accountPaths, apiDelete, type AvatarResult } from '@club/shared';

/** DELETE /api/cabinet/profile/avatar: the member's picture is removed. */
export const removeAvatar = () => apiDelete<AvatarResult>(accountPaths.profileAvatar);
