// react-imask's input with the props this app uses. IMaskInput's own typings are a union over every
// mask kind; a string pattern or a RegExp is all we need, so the component is narrowed here once.
import { forwardRef, type ComponentType, type InputHTMLAttributes, type Ref } from 'react';
import { IMaskInput } from 'react-imask';

export interface MaskedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'maxLength'
> {
  /** an imask pattern ('0' = digit) or a RegExp */
  mask: string | RegExp;
  value: string;
  /** the masked text after each accepted change */
  onAccept: (value: string) => void;
  /** true: fixed characters appear only as the member types (no placeholders) */
  lazy?: boolean;
}

const Input = IMaskInput as unknown as ComponentType<Record<string, unknown>>;

export const MaskedInput = forwardRef(function MaskedInput(
  { mask, value, onAccept, lazy = true, ...rest }: MaskedInputProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <Input
      {...rest}
      mask={mask}
      lazy={lazy}
      unmask={false}
      value={value}
      inputRef={ref}
      onAccept={(v: string) => onAccept(v)}
    />
  );
});
