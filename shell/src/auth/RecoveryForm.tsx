import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Formik, Form } from 'formik';
import { Button } from '@club/shared';
import { FieldError } from '@club/shared/kit';
import { passRecoverySchema } from '@club/shared/validation';
import { recoverPassword } from '../session/sessionController';
import { links } from '../routes/paths';
import styles from './AuthScreen.module.css';
import { EmailField } from './EmailField';

/** Password recovery (/reset-pass/): proceeds only when the answer's error is null. */
export function RecoveryForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  if (sentMessage !== null) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Восстановление пароля</h1>
        <p className={styles.message} role="status">
          {sentMessage}
        </p>
        <Button onClick={() => navigate(links.home())} className={styles.submit}>
          Ок
        </Button>
      </div>
    );
  }

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={passRecoverySchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async ({ email }) => {
        setServerError(null);
        const outcome = await recoverPassword(email.trim());
        if (outcome.ok) setSentMessage(outcome.message ?? '');
        else setServerError(outcome.error?.message ?? null);
      }}
    >
      {({ errors, isSubmitting }) => (
        <Form className={styles.form} noValidate>
          <h1 className={styles.title}>Восстановление пароля</h1>
          <p className={styles.subtitle}>
            Укажи e-mail, и мы пришлем инструкцию по восстановлению.
          </p>
          <EmailField error={errors.email} />
          {serverError && <FieldError className={styles.serverError}>{serverError}</FieldError>}
          <Button type="submit" loading={isSubmitting} className={styles.submit}>
            Восстановить
          </Button>
          <Link className={styles.backLink} to={links.home()}>
            Вернуться ко входу
          </Link>
        </Form>
      )}
    </Formik>
  );
}
