import { apiPost, type AvatarResult } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/**
 * POST /api/cabinet/profile/avatar (multipart, field "avatar"), reporting the upload's progress in
 * percent. Silent: the block shows the server's reason under the picture.
 */
export function uploadAvatar(file: Blob, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('avatar', file);
  return apiPost<AvatarResult>(accountPaths.profileAvatar, form, {
    silent: true,
    onUploadProgress: onProgress,
  });
}
