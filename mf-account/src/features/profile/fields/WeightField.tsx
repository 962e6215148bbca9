import { TextField } from '@club/shared/kit';
import { nextWeightValue, WEIGHT_MAX_LENGTH, weightOnBlur } from '@club/shared/validation';

export interface WeightFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * "Вес", entered key by key with the rules of spec part 1 §5 (digits only, first digit not 0,
 * the point added from 30, at most 200 with one decimal); ".0" completes it on blur.
 */
export function WeightField({ value, onChange, error }: WeightFieldProps) {
  return (
    <TextField
      label="Вес, кг"
      name="weight"
      inputMode="decimal"
      autoComplete="off"
      placeholder="00.0"
      maxLength={WEIGHT_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(e) => onChange(nextWeightValue(value, e.target.value))}
      onBlur={() => {
        const settled = weightOnBlur(value);
        if (settled !== value) onChange(settled);
      }}
    />
  );
}
