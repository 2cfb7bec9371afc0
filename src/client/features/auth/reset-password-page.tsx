import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordResetFormSchema } from '@/domain/accounts/schemas';
import { errorMessages } from '@/domain/shared/errors';
import { NewPasswordFields } from '@/client/components/form/new-password-fields';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useConfirmPasswordReset, useResetLinkCheck } from './api';
import { AuthFrame, AuthSubmit } from './auth-frame';
import { LinkCheckFailed, LinkChecking, LinkOutcome, LinkUnusable, OutcomeLink } from './link-outcome';
import { resetFailure } from './password-reset';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

type Fields = z.input<typeof passwordResetFormSchema>;
type Values = z.output<typeof passwordResetFormSchema>;

/** What the form's answer was: the password changed, or the link went bad while it was being filled in. */
type Submitted = { kind: 'done' } | { kind: 'link'; message: string };

/**
 * /reset-password?token=…: the page the reset mail links to. The link is checked first: a used,
 * expired or unknown one says so at once, with the way to a new one; a good one shows the form (a
 * new password, twice), for the account it names (masked).
 */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Choose a New Password'));
  const token = useSearchParams()[0].get('token') ?? '';
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const check = useResetLinkCheck(token, submitted === null);
  // No token at all: the link was cut short, and nothing can be asked of the server.
  const refused = token ? (check.isError ? resetFailure(check.error) : null) : null;

  let outcome = null;
  if (submitted?.kind === 'done') outcome = <PasswordChanged />;
  else if (submitted) outcome = <LinkRefused message={submitted.message} takeFocus />;
  else if (!token) outcome = <LinkRefused message={errorMessages.RESET_LINK_INVALID} />;
  else if (refused?.kind === 'link') outcome = <LinkRefused message={refused.message} />;
  else if (refused)
    outcome = (
      <LinkCheckFailed message={t(refused.message)} onRetry={() => void check.refetch()} retrying={check.isFetching} />
    );
  else if (!check.data) outcome = <LinkChecking>{t('Checking your link…')}</LinkChecking>;

  return (
    <AuthFrame
      title={t('Choose a new password')}
      intro={t('Your new password replaces the old one on every device: you will sign in again with it.')}
    >
      {/* What happens to the link is read out; after a submit, the focus moves to it. */}
      <div aria-live="polite">{outcome}</div>
      {outcome === null && check.data ? (
        <ResetForm token={token} email={check.data.email} onSubmitted={setSubmitted} />
      ) : null}
    </AuthFrame>
  );
}

function ResetForm({
  token,
  email,
  onSubmitted,
}: {
  token: string;
  /** The account's address, masked. */
  email: string;
  onSubmitted: (outcome: Submitted) => void;
}) {
  const { t } = useI18n();
  const confirm = useConfirmPasswordReset();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async ({ newPassword }: Values) => {
    setMessage(null);
    try {
      await confirm.mutateAsync({ token, newPassword });
      onSubmitted({ kind: 'done' });
    } catch (err) {
      const failure = resetFailure(err);
      if (failure.kind === 'link') onSubmitted({ kind: 'link', message: failure.message });
      else if (failure.kind === 'field')
        setError(failure.field, { type: 'server', message: t(failure.message) }, { shouldFocus: true });
      else setMessage(failure.message);
    }
  };

  return (
    <>
      <p className="mb-6 text-[0.9375rem] leading-relaxed text-ink-soft">
        <Rich
          message="A new password for <strong>{email}</strong>."
          values={{ email }}
          tags={{ strong: (words) => <strong className="font-medium text-ink wrap-anywhere">{words}</strong> }}
        />
      </p>
      <div role="alert">
        {message ? (
          <p className="mb-7 border border-danger/45 px-5 py-4 text-sm leading-relaxed text-danger">{t(message)}</p>
        ) : null}
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <NewPasswordFields form={form} />
        <AuthSubmit pending={isSubmitting} pendingLabel={t('Saving...')}>
          {t('Set New Password')}
        </AuthSubmit>
      </form>
    </>
  );
}

function PasswordChanged() {
  const { t } = useI18n();
  return (
    <LinkOutcome
      tone="done"
      title={t('Password changed')}
      takeFocus
      action={<OutcomeLink to={paths.login()}>{t('Sign In')}</OutcomeLink>}
    >
      {t('Your password has been changed. Please sign in with your new password.')}
    </LinkOutcome>
  );
}

/**
 * A link that will not do (unknown, used, expired): only a new one helps. The forgot-password page
 * opens with the address filled in when it is known here (someone signed in); the check names the
 * account only masked, which cannot fill it.
 */
function LinkRefused({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  const { t } = useI18n();
  const email = useCurrentUser().data?.email;
  return (
    <LinkUnusable
      takeFocus={takeFocus}
      action={
        <OutcomeLink to={paths.forgotPassword()} state={email ? { email } : undefined}>
          {t('Ask for a New Link')}
        </OutcomeLink>
      }
    >
      {t(message)}
    </LinkUnusable>
  );
}
