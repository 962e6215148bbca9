import { TextField } from '@club/shared/kit';
import {
  contestOnBlur,
  dynamicsOnBlur,
  nextContestValue,
  nextDynamicsValue,
} from '@club/shared/validation';

export interface MeasurementFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** the dynamics form puts the point in from 20, the contest form from 30 (spec §5) */
  form: 'dynamics' | 'contest';
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** Weight or a girth, typed key by key as 00.0 (digits only, no leading 0, at most 200.x). */
export function MeasurementField({
  label,
  name,
  value,
  onChange,
  form,
  error,
  disabled,
  className,
}: MeasurementFieldProps) {
  const next = form === 'dynamics' ? nextDynamicsValue : nextContestValue;
  const settle = form === 'dynamics' ? dynamicsOnBlur : contestOnBlur;
  return (
    <TextField
      label={label}
      name={name}
      className={className}
      inputMode="decimal"
      autoComplete="off"
      placeholder="00.0"
      maxLength={5}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(next(value, e.target.value))}
      onBlur={() => {
        const settled = settle(value);
        if (settled !== value) onChange(settled);
      }}
    />
  );
}
