import { Field, type FieldProps } from 'formik';
import { TextField } from '@club/shared/kit';

/** The e-mail field of the sign-in and recovery forms (formik field "email"). */
export function EmailField({ error }: { error?: string }) {
  return (
    <Field name="email">
      {({ field }: FieldProps<string>) => (
        <TextField
          {...field}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={error}
        />
      )}
    </Field>
  );
}
