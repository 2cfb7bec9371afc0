import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@/domain/accounts/schemas';
import { linkButtonClasses, OneTimeCodeField, useCodeKind } from '@/client/components/form/one-time-code-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { useLoginSecondFactor } from '@/client/lib/use-auth';
import { AuthSubmit } from './auth-frame';
import { useI18n } from '@/client/lib/i18n';

/**
 * The second step of signing in to an account with two-step verification: the code from the
 * authenticator app, or one of the recovery codes. A wrong code is said at the field; a sign-in that
 * waited too long goes back to the password.
 */
export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: User) => Promise<void>;
  /** Back to the e-mail and password (asked by the shopper, or the waiting sign-in expired). */
  onRestart: () => void;
}) {
  const { t } = useI18n();
  const verify = useLoginSecondFactor();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { recovery, switchKind } = useCodeKind(form);

  // The field is what there is to do: focused when the step opens, and when it changes kind.
  useEffect(() => form.setFocus('code'), [recovery, form]);

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const user = await verify.mutateAsync(code.trim());
      await onSignedIn(user);
    } catch (err) {
      const message = errorMessage(err, t('Please try again'));
      if (isApiError(err) && (err.code === 'TWO_FACTOR_CHALLENGE_EXPIRED' || err.code === 'ACCOUNT_DEACTIVATED')) {
        toast({ variant: 'destructive', title: t('Login failed'), description: message });
        onRestart();
        return;
      }
      if (
        isApiError(err) &&
        (err.code === 'TWO_FACTOR_CODE_INVALID' || err.code === 'RATE_LIMITED' || err.status === 400)
      ) {
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      toast({ variant: 'destructive', title: t('Login failed'), description: message });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-5"
      aria-labelledby="second-factor-title"
    >
      <div>
        <h2 id="second-factor-title" className="font-serif text-2xl">
          {t('Two-step verification')}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t('Your password was right. One more step to sign in.')}</p>
      </div>
      <OneTimeCodeField
        form={form}
        recovery={recovery}
        hint={{
          app: t('The 6-digit code your authenticator app shows for Maison Lumière.'),
          recovery: t('One of the ten codes you saved when you turned on two-step verification. Each works once.'),
        }}
        onSwitch={switchKind}
        switchAlign="end"
      />
      <AuthSubmit pending={form.formState.isSubmitting} pendingLabel={t('Verifying...')}>
        {t('Verify')}
      </AuthSubmit>
      <button type="button" onClick={onRestart} className={`justify-self-center ${linkButtonClasses}`}>
        {t('Back to e-mail and password')}
      </button>
    </form>
  );
}
