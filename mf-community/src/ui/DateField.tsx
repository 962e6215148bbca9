import { TextField } from '@club/shared/kit';
import { DATE_MASK_LENGTH, maskDate, settleDate } from '../lib/dateMask';

export interface DateFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A date typed as dd.mm.yyyy (the points come by themselves); an incomplete one is cleared. */
export function DateField({ label, name, value, onChange, error, disabled }: DateFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder="дд.мм.гггг"
      maxLength={DATE_MASK_LENGTH}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(maskDate(e.target.value))}
      onBlur={() => {
        const settled = settleDate(value);
        if (settled !== value) onChange(settled);
      }}
    />
  );
}
