import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { Button } from '@club/shared';
import { FieldError, TextField, Toggle } from '@club/shared/kit';
import { loginSchema } from '@club/shared/validation';
import { login } from '../session/sessionController';
import { links } from '../routes/paths';
import styles from './AuthScreen.module.css';
import { EmailField } from './EmailField';

export const LOGIN_TITLE = 'Введи данные, которые пришли тебе в письме на почту';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginForm() {
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Formik<LoginValues>
      initialValues={{ email: '', password: '', remember: true }}
      validationSchema={loginSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values) => {
        setServerError(null);
        const outcome = await login(values.email.trim(), values.password, values.remember);
        if (!outcome.ok) setServerError(outcome.error?.message ?? null);
      }}
    >
      {({ errors, isSubmitting, values, setFieldValue }) => (
        <Form className={styles.form} noValidate>
          <h1 className={styles.title}>{LOGIN_TITLE}</h1>
          <EmailField error={errors.email} />
          <Field name="password">
            {({ field }: FieldProps<string>) => (
              <TextField
                {...field}
                label="Пароль"
                type="password"
                autoComplete="current-password"
                error={errors.password}
                inputClassName={serverError ? styles.invalidInput : undefined}
                aria-invalid={Boolean(errors.password || serverError) || undefined}
              />
            )}
          </Field>
          <div className={styles.row}>
            <Toggle
              name="remember"
              label="Запомнить меня"
              checked={values.remember}
              onChange={(checked) => void setFieldValue('remember', checked)}
            />
            <Link className={styles.link} to={links.resetPass()}>
              Забыли пароль?
            </Link>
          </div>
          <Button type="submit" loading={isSubmitting} className={styles.submit}>
            Войти
          </Button>
          {serverError && (
            <div role="alert">
              <FieldError className={styles.serverError}>{serverError}</FieldError>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}
