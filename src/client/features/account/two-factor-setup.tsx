import { lazy, Suspense, useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { enableTwoFactor, setUpTwoFactor } from '@/domain/api/auth';
import { groupSecret } from '@/domain/accounts/two-factor';
import { OneTimeCodeField } from '@/client/components/form/one-time-code-field';
import { formField } from '@/client/components/form/form-field';
import { Skeleton } from '@/client/components/ui/skeleton';
import { call, isApiError } from '@/client/lib/api';
import { CurrentPasswordField, needPassword, sayRefusal, StepButtons, TwoFactorStep } from './two-factor-parts';
import { useI18n } from '@/client/lib/i18n';

// The QR code and its encoder load when a set-up starts, not with the account page.
const QrCode = lazy(() => import('./qr-code'));

/** The first step of a set-up: the account's password, which the server asks before it makes a secret. */
export function PasswordStep({
  problem,
  onStarted,
  onCancel,
  onRefresh,
}: {
  /** The server refused the password given before (the set-up's first code came with it): said at the field. */
  problem: string | undefined;
  onStarted: (started: { secret: string; otpauthUrl: string; password: string }) => void;
  onCancel: () => void;
  /** The server's state was not what this view thought (on already): start over. */
  onRefresh: () => Promise<void>;
}) {
  const { t } = useI18n();
  const setup = useMutation({ mutationFn: (password: string) => call(setUpTwoFactor, { body: { password } }) });
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  useEffect(() => {
    if (problem) form.setError('password', { type: 'server', message: problem }, { shouldFocus: true });
  }, [problem, form]);

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      const { secret, otpauthUrl } = await setup.mutateAsync(password);
      onStarted({ secret, otpauthUrl, password });
    } catch (err) {
      await sayRefusal(err, {
        last: 'password',
        place: (_field, message) => form.setError('password', { type: 'server', message }, { shouldFocus: true }),
        title: t('Could not start the set-up'),
        t,
        stale: { when: (e) => isApiError(e) && e.code === 'TWO_FACTOR_ALREADY_ON', then: onRefresh },
      });
    }
  };

  return (
    <TwoFactorStep title={t('Confirm it is you')}>
      <p className="mt-2 text-sm text-ink-soft">{t('Enter your password to set up two-step verification.')}</p>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 grid max-w-xs gap-4">
        <CurrentPasswordField {...formField(form, 'password', { validate: needPassword(t) })} />
        <StepButtons form={form} pendingLabel={t('Starting...')} submit={t('Continue')} onCancel={onCancel} />
      </form>
    </TwoFactorStep>
  );
}

export function SetupStep({
  secret,
  otpauthUrl,
  password,
  email,
  onEnabled,
  onCancel,
  onRefresh,
  onPasswordRefused,
}: {
  secret: string;
  otpauthUrl: string;
  /** The password the set-up began with: turning it on asks for it again. */
  password: string;
  email: string;
  onEnabled: (codes: string[]) => Promise<void>;
  onCancel: () => void;
  /** The server's state was not what this view thought (on already, or the set-up gone): start over. */
  onRefresh: () => Promise<void>;
  /** The password no longer is the account's (changed meanwhile): asked again, with the server's words. */
  onPasswordRefused: (message: string) => void;
}) {
  const { t } = useI18n();
  const enable = useMutation({ mutationFn: (code: string) => call(enableTwoFactor, { body: { password, code } }) });
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync(code.trim());
      await onEnabled(recoveryCodes);
    } catch (err) {
      await sayRefusal(err, {
        last: 'code',
        place: (field, message) =>
          field === 'password'
            ? onPasswordRefused(message)
            : form.setError('code', { type: 'server', message }, { shouldFocus: true }),
        title: t('Two-step verification is not on'),
        t,
        stale: { when: (e) => isApiError(e, 409), then: onRefresh },
      });
    }
  };

  return (
    <TwoFactorStep title={t('Set up with your authenticator app')}>
      <div className="mt-6 grid gap-8 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <div className="w-44 max-w-full justify-self-center sm:justify-self-start">
          <Suspense fallback={<Skeleton className="aspect-square w-full" />}>
            <QrCode
              text={otpauthUrl}
              label={t('QR code for your authenticator app: Maison Lumière, {email}', { email })}
              className="aspect-square w-full border border-line"
            />
          </Suspense>
        </div>
        <ol className="grid list-decimal gap-5 pl-5 text-sm text-ink marker:text-accent">
          <li>
            {t(
              'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).',
            )}
            <p className="mt-2 text-ink-soft">{t('Cannot scan it? Add an account in the app and type this key:')}</p>
            <p className="mt-2">
              <code className="inline-block bg-muted px-3 py-2 font-mono text-[0.9375rem] tracking-[0.08em] break-all select-all">
                {groupSecret(secret)}
              </code>
            </p>
          </li>
          <li>
            {t('Enter the 6-digit code the app shows, to turn two-step verification on.')}
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 grid max-w-xs gap-4">
              <OneTimeCodeField form={form} />
              <StepButtons form={form} pendingLabel={t('Turning on...')} submit={t('Turn on')} onCancel={onCancel} />
            </form>
          </li>
        </ol>
      </div>
    </TwoFactorStep>
  );
}
