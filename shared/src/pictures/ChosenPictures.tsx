// The pictures chosen for sending, before they are sent: each one's thumbnail (drawn from the file
// itself), its name and a button that removes it alone ("Убрать фото <name>"), reachable by
// keyboard. After a removal the focus moves to the next picture's button, or to `returnFocus` (the
// picker) when none is left, so a keyboard user is never dropped at the top of the page.
import { useEffect, useRef, useState, type RefObject } from 'react';
import styles from './ChosenPictures.module.css';

/** An object URL of the file while the component shows it (revoked when it goes). */
export function useFileUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** A chosen file's small picture (decorative beside its name: empty alt unless given). */
export function PictureThumb({
  file,
  alt = '',
  className,
}: {
  file: Blob;
  alt?: string;
  className?: string;
}) {
  const url = useFileUrl(file);
  return url ? (
    <img className={className ?? styles.thumb} src={url} alt={alt} />
  ) : (
    <span className={className ?? styles.thumb} aria-hidden="true" />
  );
}

/** A stable key per chosen File object (the same name may be chosen twice). */
const keys = new WeakMap<File, number>();
let lastKey = 0;
const keyOf = (file: File) => {
  let key = keys.get(file);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(file, key);
  }
  return key;
};

export interface ChosenPicturesProps {
  files: readonly File[];
  onRemove: (file: File) => void;
  /** the list's accessible name */
  label?: string;
  /** where the focus goes once the last picture is removed (the picker's button or field) */
  returnFocus?: RefObject<HTMLElement | null>;
  disabled?: boolean;
}

export function ChosenPictures({
  files,
  onRemove,
  label = 'Выбранные фото',
  returnFocus,
  disabled = false,
}: ChosenPicturesProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // the index whose button takes the focus after a removal (the list has re-rendered by then)
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    if (files.length) buttons.current[Math.min(focusAt, files.length - 1)]?.focus();
    else returnFocus?.current?.focus();
  }, [focusAt, files.length, returnFocus]);

  if (!files.length) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {files.map((file, i) => (
        <li key={keyOf(file)} className={styles.item}>
          <PictureThumb file={file} />
          <span className={styles.name}>{file.name}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Убрать фото ${file.name}`}
            title="Убрать"
            disabled={disabled}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            onClick={() => {
              setFocusAt(i);
              onRemove(file);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
