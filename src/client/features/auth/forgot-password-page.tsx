import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '@/domain/accounts/schemas';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useRequestPasswordReset } from './api';
import { AuthFrame, AuthSubmit } from './auth-frame';
import { RESET_LINK_SENT, requestFailure } from './password-reset';
import { formField } from '@/client/components/form/form-field';
import { EmailField } from '@/client/components/ui/text-field';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

type Fields = z.input<typeof passwordResetRequestSchema>;
type Values = z.output<typeof passwordResetRequestSchema>;

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/** /forgot-password: an e-mail address in, a reset link out (if an account uses it). */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Forgot Password'));
  // The login form hands over what was typed there.
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const send = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      setOutcome({ kind: 'sent' });
    } catch (err) {
      const failure = requestFailure(err);
      if (failure.field)
        setError(failure.field, { type: 'server', message: t(failure.message) }, { shouldFocus: true });
      else setOutcome({ kind: 'error', message: failure.message });
    }
  };

  return (
    <AuthFrame
      title={t('Forgot your password?')}
      intro={t('Enter the e-mail address of your account, and we will send it a link to choose a new password.')}
    >
      {/* Both regions are always there, so what appears in them is read out. */}
      <div role="status" aria-live="polite">
        {outcome?.kind === 'sent' ? (
          <div className="mb-7 flex gap-4 border border-success/45 px-5 py-4 text-sm leading-relaxed">
            <MailCheck aria-hidden="true" strokeWidth={1.5} className="mt-0.5 size-5 shrink-0 text-success" />
            <p>{t(RESET_LINK_SENT)}</p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {outcome?.kind === 'error' ? (
          <p className="mb-7 border border-danger/45 px-5 py-4 text-sm leading-relaxed text-danger">
            {t(outcome.message)}
          </p>
        ) : null}
      </div>

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <EmailField label={t('Email')} {...formField(form, 'email')} />
        <AuthSubmit pending={isSubmitting} pendingLabel={t('Sending...')}>
          {outcome?.kind === 'sent' ? t('Send Another Link') : t('Send Reset Link')}
        </AuthSubmit>
      </form>
      <p className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-soft">
        <Rich
          message="Remembered it? <link>Back to sign in</link>"
          tags={{
            link: (words) => (
              <Link
                to={paths.login()}
                className="text-ink underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
              >
                {words}
              </Link>
            ),
          }}
        />
      </p>
    </AuthFrame>
  );
}
