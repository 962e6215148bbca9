import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  PASSWORD_ERROR_CODE,
  PASSWORD_LINK_ERROR_CODE,
  type ResetPassCheckResult,
} from '@club/shared';
import { FieldError } from '@club/shared/kit';
import { collectErrors, passwordChangeSchema } from '@club/shared/validation';
import { checkPasswordLink, setPasswordByLink, signInWith } from '../session/sessionController';
import { links } from '../routes/paths';
import styles from './AuthScreen.module.css';
import { NewPasswordField } from './NewPasswordField';

/** The password change's rule for the new password (spec part 1 §5), and its texts. */
const newPasswordSchema = passwordChangeSchema.pick(['new_password']);
/** Form messages disappear after this long, as the password change's (spec part 1 §4). */
export const MESSAGES_CLEAR_MS = 4000;

export const TITLES = {
  recovery: 'Новый пароль',
  welcome: 'Придумай пароль',
  invalid: 'Ссылка не работает',
} as const;

type State =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; link: ResetPassCheckResult };

export interface SetPasswordFormProps {
  /** the one-use token of the letter's link (/reset-pass/#token=...) */
  token: string;
  /** 'session': signed out, sign in in place; 'reload': another session was open in this page */
  signIn: 'session' | 'reload';
}

/**
 * The page of a letter's link (recovery, or a new account's first password): whose account it
 * is, then the new password with the password change's rules and texts; saving signs in. A link
 * that cannot be used says why and offers a new one.
 */
export function SetPasswordForm({ token, signIn }: SetPasswordFormProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setState({ kind: 'checking' });
    void checkPasswordLink(token).then((outcome) => {
      if (!live) return;
      setState(
        outcome.ok
          ? { kind: 'ready', link: outcome.link }
          : { kind: 'invalid', message: outcome.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [token]);

  // the screen changed under the member: the heading says what it is now
  useEffect(() => {
    if (state.kind !== 'checking') headingRef.current?.focus();
  }, [state.kind]);

  // messages go 4 s after they show, as the password change's
  useEffect(() => {
    if (!fieldError && !formError) return undefined;
    const timer = setTimeout(() => {
      setFieldError(undefined);
      setFormError(null);
    }, MESSAGES_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [fieldError, formError]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sendingRef.current) return;
    setFormError(null);
    const found = collectErrors(newPasswordSchema, { new_password: password }).new_password;
    setFieldError(found);
    if (found) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const outcome = await setPasswordByLink(token, password);
      if (outcome.ok) {
        signInWith(outcome.token, signIn);
        return;
      }
      if (outcome.error.code === PASSWORD_LINK_ERROR_CODE)
        setState({ kind: 'invalid', message: outcome.error.message });
      else if (outcome.error.code === PASSWORD_ERROR_CODE.new) setFieldError(outcome.error.message);
      else setFormError(outcome.error.message);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  if (state.kind === 'checking')
    return (
      <div className={styles.form}>
        <p className={styles.message} role="status">
          Проверяем ссылку…
        </p>
      </div>
    );

  if (state.kind === 'invalid')
    return (
      <div className={styles.form}>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          {TITLES.invalid}
        </h1>
        <p className={styles.message} role="alert">
          {state.message}
        </p>
        <Button className={styles.submit} onClick={() => navigate(links.resetPass())}>
          Запросить новую ссылку
        </Button>
        <Link className={styles.backLink} to={links.home()}>
          Вернуться ко входу
        </Link>
      </div>
    );

  const { email, purpose } = state.link;
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {TITLES[purpose]}
      </h1>
      <p className={styles.subtitle}>
        {purpose === 'welcome'
          ? 'С этим паролем и e-mail ты будешь входить в Клуб. '
          : 'После сохранения выход произойдет на всех устройствах, а здесь ты сразу войдешь. '}
        Аккаунт: <strong className={styles.account}>{email}</strong>
      </p>
      {/* the account's name for password managers, which store it with the new password */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField value={password} onChange={setPassword} error={fieldError} />
      {formError && (
        <div role="alert">
          <FieldError className={styles.serverError}>{formError}</FieldError>
        </div>
      )}
      <Button type="submit" loading={sending} className={styles.submit}>
        Сохранить и войти
      </Button>
      <Link className={styles.backLink} to={links.home()}>
        Вернуться ко входу
      </Link>
    </form>
  );
}

export default SetPasswordForm;
