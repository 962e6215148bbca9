// The three photo slots of a report form ('Вид сбоку', 'Вид спереди', 'Вид сзади'; spec §2.4, §2.6).
// A slot is empty, holds the server's photo, or a photo the member chose (previewed from the file).
// Choosing checks the spec's rules (name ending, type, 5 MB) before anything is shown. Tapping a
// chosen photo offers 'Изменить фото' ('Заменить фото' / 'Удалить фото'); a server photo cannot be
// removed in the form, only replaced (and removing the replacement brings it back). In view mode a
// slot opens the photo full size.
import { useRef } from 'react';
import { chooseAction, cx, showBanner, type PhotoView, type ReportPhoto } from '@club/shared';
import { PHOTO_VIEWS } from '@club/shared/contract/paths-dynamics';
import { photoFileProblem } from '../lib/photoFile';
import { VIEW_LABELS } from '../lib/figures';
import { Icon } from './Icon';
import styles from './PhotoSlots.module.css';

export type SlotState =
  | { kind: 'empty'; removed?: boolean }
  | { kind: 'server'; photo: ReportPhoto }
  | { kind: 'local'; file: File; url: string; server: ReportPhoto | null };

export type Slots = Record<PhotoView, SlotState>;

export const REPORT_PHOTO_ALT = 'фото отчета';

export const emptySlots = (): Slots => ({
  side: { kind: 'empty' },
  front: { kind: 'empty' },
  back: { kind: 'empty' },
});

/** Slots holding the photos of a stored report. */
export function serverSlots(photos: Record<PhotoView, ReportPhoto | null>): Slots {
  const slots = emptySlots();
  for (const view of PHOTO_VIEWS) {
    const photo = photos[view];
    if (photo) slots[view] = { kind: 'server', photo };
  }
  return slots;
}

export const filledCount = (slots: Slots) =>
  PHOTO_VIEWS.filter((v) => slots[v].kind !== 'empty').length;

/** Frees the previews of chosen files (call when the form goes away). */
export function releaseSlots(slots: Slots) {
  for (const view of PHOTO_VIEWS) {
    const s = slots[view];
    if (s.kind === 'local') URL.revokeObjectURL(s.url);
  }
}

/** What a slot shows: the chosen file's preview, or the server photo's small copy. */
const srcOf = (s: SlotState) =>
  s.kind === 'local' ? s.url : s.kind === 'server' ? s.photo.thumb : null;

export interface PhotoSlotsProps {
  slots: Slots;
  onChange?: (view: PhotoView, next: SlotState) => void;
  /** view mode: a filled slot opens the photo */
  readOnly?: boolean;
  onOpen?: (view: PhotoView) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

export function PhotoSlots({
  slots,
  onChange,
  readOnly = false,
  onOpen,
  hint,
  error,
  disabled = false,
}: PhotoSlotsProps) {
  const inputs = useRef<Partial<Record<PhotoView, HTMLInputElement | null>>>({});

  const pick = (view: PhotoView) => inputs.current[view]?.click();

  const onFile = async (view: PhotoView, file: File | undefined) => {
    if (!file || !onChange) return;
    const problem = await photoFileProblem(file);
    if (problem) {
      showBanner('fail', problem);
      return;
    }
    const current = slots[view];
    if (current.kind === 'local') URL.revokeObjectURL(current.url);
    const server =
      current.kind === 'server' ? current.photo : current.kind === 'local' ? current.server : null;
    onChange(view, { kind: 'local', file, url: URL.createObjectURL(file), server });
  };

  const onTap = async (view: PhotoView) => {
    const current = slots[view];
    if (readOnly) {
      if (current.kind !== 'empty') onOpen?.(view);
      return;
    }
    if (current.kind !== 'local') {
      pick(view);
      return;
    }
    const chosen = await chooseAction({
      title: 'Изменить фото',
      items: [
        { id: 'replace', label: 'Заменить фото' },
        { id: 'remove', label: 'Удалить фото' },
      ],
    });
    if (chosen?.id === 'replace') pick(view);
    else if (chosen?.id === 'remove' && onChange) {
      URL.revokeObjectURL(current.url);
      onChange(
        view,
        current.server
          ? { kind: 'server', photo: current.server }
          : { kind: 'empty', removed: true },
      );
    }
  };

  const actionLabel = (view: PhotoView) => {
    const s = slots[view];
    const name = VIEW_LABELS[view];
    if (readOnly) return s.kind === 'empty' ? `${name}: нет фото` : `${name}: открыть фото`;
    if (s.kind === 'empty') return `${name}: добавить фото`;
    if (s.kind === 'server') return `${name}: заменить фото`;
    return `${name}: изменить фото`;
  };

  return (
    <div className={styles.block}>
      <ul className={styles.slots}>
        {PHOTO_VIEWS.map((view) => {
          const src = srcOf(slots[view]);
          return (
            <li key={view} className={styles.slot}>
              <button
                type="button"
                className={cx(styles.tile, !src && styles.empty)}
                aria-label={actionLabel(view)}
                disabled={disabled || (readOnly && !src)}
                onClick={() => void onTap(view)}
              >
                {src ? (
                  <img className={styles.image} src={src} alt={REPORT_PHOTO_ALT} />
                ) : (
                  <span className={styles.placeholder} aria-hidden="true">
                    <Icon name={readOnly ? 'camera' : 'plus'} size={28} />
                  </span>
                )}
              </button>
              <span className={styles.label}>{VIEW_LABELS[view]}</span>
              {!readOnly && (
                <input
                  ref={(el) => {
                    inputs.current[view] = el;
                  }}
                  className={styles.file}
                  type="file"
                  accept="image/png,image/jpeg"
                  aria-label={`Файл фото: ${VIEW_LABELS[view]}`}
                  tabIndex={-1}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    // the same file may be chosen again after an error
                    e.target.value = '';
                    void onFile(view, file);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {hint && !readOnly ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
