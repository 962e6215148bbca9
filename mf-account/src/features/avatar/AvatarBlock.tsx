import { useRef, useState, type ChangeEvent } from 'react';
import { Button, getSession, requestUserInfoReload, setSession, type Profile } from '@club/shared';
import { firstLetter } from '@club/shared/format';
import { avatarProblem } from './imageKind';
import { removeAvatar } from './api/removeAvatar';
import { uploadAvatar } from './api/uploadAvatar';
import styles from './AvatarBlock.module.css';

/** The new picture goes into the session at once (top bar too), then the profile is re-read. */
function showAvatar(avatar: string | null) {
  const { profile } = getSession();
  if (profile) setSession({ profile: { ...profile, avatar } });
  requestUserInfoReload();
}

/** The profile's picture: upload (png or jpeg, 5 MB at most) with its progress, and removal. */
export function AvatarBlock({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const busy = progress !== null || removing;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // the same file may be chosen again after an error
    e.target.value = '';
    if (!file || busy) return;
    setError(null);
    const problem = await avatarProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setProgress(0);
    try {
      const { result, error: failed } = await uploadAvatar(file, setProgress);
      if (failed || !result) setError(failed?.message ?? null);
      else showAvatar(result.avatar);
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    if (busy) return;
    setError(null);
    setRemoving(true);
    try {
      const { error: failed } = await removeAvatar();
      if (!failed) showAvatar(null);
    } finally {
      setRemoving(false);
    }
  };

  const src = profile.avatar && profile.avatar !== broken ? profile.avatar : null;
  return (
    <section className={styles.block} aria-label="Фото профиля">
      {src ? (
        <img
          className={styles.picture}
          src={src}
          alt="Фото профиля"
          onError={() => setBroken(src)}
        />
      ) : (
        <span className={`${styles.picture} ${styles.letter}`} aria-hidden="true">
          {firstLetter(profile.name)}
        </span>
      )}
      <div className={styles.info}>
        <p className={styles.name}>{profile.name}</p>
        <p className={styles.hint}>PNG или JPG, не больше 5 МБ</p>
        {progress !== null && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label="Загрузка фото"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className={styles.bar} style={{ width: `${progress}%` }} />
          </div>
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <input
            ref={inputRef}
            className={styles.file}
            type="file"
            accept="image/png,image/jpeg"
            aria-label="Файл фото"
            tabIndex={-1}
            onChange={(e) => void onFile(e)}
          />
          <Button
            variant="secondary"
            loading={progress !== null}
            onClick={() => inputRef.current?.click()}
          >
            {profile.avatar ? 'Сменить фото' : 'Загрузить фото'}
          </Button>
          {profile.avatar ? (
            <Button variant="link" loading={removing} onClick={() => void onRemove()}>
              Удалить фото
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
