import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginSchema, type User } from '@/domain/accounts/schemas';
import { PasswordField } from '@/client/components/ui/password-field';
import { toast } from '@/client/lib/toast';
import { isApiError } from '@/client/lib/api';
import { asksSecondFactor, useLogin } from '@/client/lib/use-auth';
import { homeFor } from '@/client/lib/use-sign-out';
import { SecondFactorForm } from './second-factor-form';
import { formField } from '@/client/components/form/form-field';
import { EmailField } from '@/client/components/ui/text-field';
import { paths } from '@/domain/pages/paths';
import { AuthSubmit } from './auth-frame';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

const loginFormSchema = loginSchema.omit({ guestId: true });
type LoginFields = z.input<typeof loginFormSchema>;
type LoginValues = z.output<typeof loginFormSchema>;

/** The failure texts: the server's words, else a hint that depends on what went wrong. */
function loginFailure(err: unknown, t: Translator['t']): string {
  if (isApiError(err)) return err.serverMessage ?? t('Please check your credentials');
  return t('Please check your credentials and try again');
}

const linkClasses =
  'justify-self-end text-[0.8125rem] text-ink-soft underline decoration-accent-soft underline-offset-4 transition-colors hover:text-ink hover:decoration-ink';

/**
 * Login: email and password, then, for an account with two-step verification, the code from the
 * app (or a recovery code). Back to `next` when a page sent the shopper here, else admins land on
 * /admin, everyone else on /dashboard.
 */
export function LoginForm({ email = '', next }: { email?: string; next?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  /** The e-mail of a sign-in waiting for its code (kept for "Back", which asks the password again). */
  const [waiting, setWaiting] = useState<string | undefined>();
  /** The e-mail to fill in again after "Back". */
  const [back, setBack] = useState<string | undefined>();

  const welcome = async (user: User) => {
    toast({ variant: 'success', title: t('Welcome back!') });
    await navigate(next ?? homeFor(user), { replace: true });
  };

  if (waiting !== undefined)
    return (
      <SecondFactorForm
        onSignedIn={welcome}
        onRestart={() => {
          setBack(waiting);
          setWaiting(undefined);
        }}
      />
    );
  return <PasswordStep email={back ?? email} onSignedIn={welcome} onSecondFactor={setWaiting} />;
}

function PasswordStep({
  email,
  onSignedIn,
  onSecondFactor,
}: {
  email: string;
  onSignedIn: (user: User) => Promise<void>;
  /** The password was right; the account asks for a code next. */
  onSecondFactor: (email: string) => void;
}) {
  const { t } = useI18n();
  const login = useLogin();
  const form = useForm<LoginFields, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email, password: '' },
  });
  const {
    handleSubmit,
    setFocus,
    control,
    formState: { isSubmitting },
  } = form;

  // Forgot password? takes the e-mail typed so far along.
  const typedEmail = useWatch({ control, name: 'email' });

  // Just registered, or back from the code: the e-mail is filled in, the password is what is left to type.
  useEffect(() => {
    if (email) setFocus('password');
  }, [email, setFocus]);

  const onSubmit = async (values: LoginValues) => {
    try {
      const answer = await login.mutateAsync(values);
      if (asksSecondFactor(answer)) onSecondFactor(values.email);
      else await onSignedIn(answer);
    } catch (err) {
      toast({ variant: 'destructive', title: t('Login failed'), description: loginFailure(err, t) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <EmailField label={t('Email')} {...formField(form, 'email')} />
      <div className="grid gap-2.5">
        <PasswordField label={t('Password')} autoComplete="current-password" {...formField(form, 'password')} />
        <Link to={paths.forgotPassword()} state={{ email: typedEmail }} className={linkClasses}>
          {t('Forgot password?')}
        </Link>
      </div>
      <AuthSubmit pending={isSubmitting} pendingLabel={t('Signing in...')}>
        {t('Sign In')}
      </AuthSubmit>
    </form>
  );
}
