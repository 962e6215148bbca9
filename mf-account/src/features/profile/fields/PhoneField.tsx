import { useEffect, useId, useRef, useState } from 'react';
import { cx, Modal, useIsMobile, type PhoneMask } from '@club/shared';
import { inputMaskOf, nationalMask } from '../phoneMask';
import type { FormMask } from '../profileValues';
import { MaskedInput } from './MaskedInput';
import fieldStyles from './Field.module.css';
import styles from './PhoneField.module.css';

export interface PhoneFieldProps {
  /** the national part, "(916) 123-45-67" */
  value: string;
  mask: FormMask | null;
  masks: PhoneMask[];
  onChange: (value: string) => void;
  onMaskChange: (mask: PhoneMask) => void;
  error?: string;
}

const PICKER_TITLE = 'Код страны';

/**
 * "Телефон": the country code dropdown (flag + code; closes on a click outside it; a bottom sheet
 * on mobile) beside the national number, masked by the chosen country's mask.
 */
export function PhoneField({ value, mask, masks, onChange, onMaskChange, error }: PhoneFieldProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  useEffect(() => {
    if (!open || isMobile) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, isMobile]);

  const choose = (m: PhoneMask) => {
    setOpen(false);
    onMaskChange(m);
  };

  const options = (
    <ul className={styles.options} role="listbox" aria-label={PICKER_TITLE}>
      {masks.map((m) => {
        const selected = m.id === mask?.id;
        return (
          <li
            key={m.id}
            role="option"
            aria-selected={selected}
            tabIndex={0}
            className={cx(styles.option, selected && styles.optionSelected)}
            onClick={() => choose(m)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                choose(m);
              }
            }}
          >
            <span className={styles.flag} aria-hidden="true">
              {m.flag}
            </span>
            <span className={styles.country}>{m.country_name}</span>
            <span className={styles.code}>{m.code}</span>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Телефон
      </label>
      <div className={styles.row} ref={rootRef}>
        <button
          type="button"
          className={cx(styles.codeButton, error && !mask && fieldStyles.invalid)}
          aria-label={mask ? `${PICKER_TITLE} ${mask.code}` : PICKER_TITLE}
          aria-haspopup="listbox"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {mask ? (
            <>
              <span className={styles.flag} aria-hidden="true">
                {mask.flag}
              </span>
              <span>{mask.code}</span>
            </>
          ) : (
            <span className={styles.placeholder}>Код</span>
          )}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <MaskedInput
          id={id}
          name="phone"
          // a new mask is a new imask instance (its pattern and its fixed characters)
          key={mask ? mask.id : 'none'}
          {...inputMaskOf(mask)}
          value={value}
          onAccept={onChange}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={mask ? nationalMask(mask).replace(/#/g, '_') : '+000000000000'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(fieldStyles.control, styles.input, error && fieldStyles.invalid)}
        />
        {open && !isMobile && <div className={styles.dropdown}>{options}</div>}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {isMobile && (
        <Modal open={open} title={PICKER_TITLE} variant="sheet" onClose={() => setOpen(false)}>
          {options}
        </Modal>
      )}
    </div>
  );
}
