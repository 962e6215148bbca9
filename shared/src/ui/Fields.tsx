import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';
import styles from './Fields.module.css';

export interface FieldErrorProps {
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** The error text under a field; renders nothing when empty. */
export function FieldError({ children, id, className }: FieldErrorProps) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  return (
    <p id={id} className={cx(styles.error, className)}>
      {children}
    </p>
  );
}

interface FieldFrameProps {
  label?: ReactNode;
  inputId: string;
  errorId: string;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ label, inputId, errorId, error, className, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      {label ? (
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      ) : null}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function useFieldIds(id: string | undefined, name: string) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  return { inputId, errorId: `${inputId}-error` };
}

const hasError = (error: ReactNode) =>
  error !== null && error !== undefined && error !== false && error !== '';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label?: ReactNode;
  name: string;
  /** error text shown under the field (linked by aria-describedby) */
  error?: ReactNode;
  /** class of the wrapper; `inputClassName` styles the input itself */
  className?: string;
  inputClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, error, id, className, inputClassName, type = 'text', ...rest },
  ref,
) {
  const { inputId, errorId } = useFieldIds(id, name);
  const invalid = hasError(error);
  return (
    <FieldFrame
      label={label}
      inputId={inputId}
      errorId={errorId}
      error={error}
      className={className}
    >
      <input
        ref={ref}
        id={inputId}
        name={name}
        type={type}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cx(styles.control, invalid && styles.invalid, inputClassName)}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  label?: ReactNode;
  name: string;
  error?: ReactNode;
  className?: string;
  inputClassName?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, name, error, id, className, inputClassName, ...rest },
  ref,
) {
  const { inputId, errorId } = useFieldIds(id, name);
  const invalid = hasError(error);
  return (
    <FieldFrame
      label={label}
      inputId={inputId}
      errorId={errorId}
      error={error}
      className={className}
    >
      <textarea
        ref={ref}
        id={inputId}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cx(styles.control, styles.textarea, invalid && styles.invalid, inputClassName)}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  label?: ReactNode;
  name: string;
  error?: ReactNode;
  options: SelectOption[];
  /** a first, unselectable option with an empty value */
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, name, error, options, placeholder, id, className, inputClassName, ...rest },
  ref,
) {
  const { inputId, errorId } = useFieldIds(id, name);
  const invalid = hasError(error);
  return (
    <FieldFrame
      label={label}
      inputId={inputId}
      errorId={errorId}
      error={error}
      className={className}
    >
      <select
        ref={ref}
        id={inputId}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cx(styles.control, styles.select, invalid && styles.invalid, inputClassName)}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  /** the new checked state */
  onChange: (checked: boolean) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled checkbox; onChange receives the new checked state. */
export function Checkbox({
  label,
  checked,
  onChange,
  name,
  id,
  disabled,
  className,
}: CheckboxProps) {
  return (
    <label className={cx(styles.check, disabled && styles.disabled, className)}>
      <input
        type="checkbox"
        id={id}
        name={name}
        className={styles.checkInput}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** An on/off switch (role="switch"); onChange receives the new state. */
export function Toggle({ label, checked, onChange, name, id, disabled, className }: CheckboxProps) {
  return (
    <label className={cx(styles.check, disabled && styles.disabled, className)}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={name}
        className={styles.switchInput}
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
    </label>
  );
}
