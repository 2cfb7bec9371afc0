import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessages } from '@/domain/shared/errors';
import { PendingButton } from '@/client/components/form/pending-button';
import { errorMessage, isApiError } from '@/client/lib/api';
import { loginHref } from '@/client/lib/return-path';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useResendVerification, useVerifyEmail } from '@/client/lib/use-email-verification';
import { AuthFrame } from './auth-frame';
import { LinkChecking, LinkOutcome, LinkUnusable, OutcomeLink } from './link-outcome';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/** Where the page stands: asking the server, the address confirmed, or a link that will not do. */
type Stage = { kind: 'checking' } | { kind: 'confirmed' } | { kind: 'link'; message: string; used: boolean };

/** /verify-email?token=…: the page the confirmation mail links to. It confirms on load and says how it went. */
export default function VerifyEmailPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Confirm Your E-mail Address'));
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  // No token at all: the link was cut short, and nothing can be asked of the server.
  const [stage, setStage] = useState<Stage>(() =>
    token ? { kind: 'checking' } : { kind: 'link', message: errorMessages.VERIFY_LINK_INVALID, used: false },
  );
  // A link is good once: the request goes once, even when the page's effects run twice (development).
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    verify.mutateAsync(token).then(
      () => setStage({ kind: 'confirmed' }),
      (err: unknown) =>
        setStage({
          kind: 'link',
          message: errorMessage(err, t('Your address could not be confirmed. Please try again.')),
          used: isApiError(err) && err.code === 'VERIFY_LINK_USED',
        }),
    );
  }, [token, verify, t]);

  return (
    <AuthFrame
      title={t('Confirm your e-mail address')}
      intro={t(
        'Once your address is confirmed, the orders you placed as a guest with it, and their sample credits, join your account.',
      )}
    >
      <div aria-live="polite">
        {stage.kind === 'checking' ? (
          <LinkChecking>{t('Confirming your address…')}</LinkChecking>
        ) : (
          // Without a token the outcome is there as the page opens: the focus stays at the page's start.
          <Outcome stage={stage} takeFocus={token !== ''} />
        )}
      </div>
    </AuthFrame>
  );
}

/** The outcome came after a wait, on its own: the focus moves to it (`takeFocus`). */
function Outcome({ stage, takeFocus }: { stage: Exclude<Stage, { kind: 'checking' }>; takeFocus: boolean }) {
  const { t } = useI18n();
  const user = useCurrentUser().data;

  if (stage.kind === 'confirmed' || (stage.used && user?.emailVerified)) {
    return (
      <LinkOutcome
        tone="done"
        title={t('Address confirmed')}
        takeFocus={takeFocus}
        action={
          <OutcomeLink to={user ? paths.account() : paths.login()}>
            {user ? t('Go to My Account') : t('Sign In')}
          </OutcomeLink>
        }
      >
        {t('Thank you: your e-mail address is confirmed.')}
      </LinkOutcome>
    );
  }
  return (
    <LinkUnusable
      takeFocus={takeFocus}
      action={
        user && !user.emailVerified ? (
          <ResendLink email={user.email} />
        ) : user ? null : (
          <OutcomeLink to={loginHref(paths.account())}>{t('Sign In to Ask for a New Link')}</OutcomeLink>
        )
      }
    >
      {t(stage.message)}
    </LinkUnusable>
  );
}

/** A signed-in shopper whose address is still unconfirmed asks for a new link here. */
function ResendLink({ email }: { email: string }) {
  const { t } = useI18n();
  const resend = useResendVerification();
  return (
    <div className="mt-8 w-full">
      <PendingButton
        size="lg"
        className="w-full"
        disabled={resend.isPending || resend.isSuccess}
        pending={resend.isPending}
        pendingLabel={t('Sending...')}
        spinner
        onClick={() => resend.mutate()}
      >
        {t('Send a New Link')}
      </PendingButton>
      <p role="status" className="mt-4 text-sm">
        {resend.isSuccess ? (
          <span className="text-ink">{t('A new link is on its way to {email}.', { email })}</span>
        ) : null}
        {resend.isError ? (
          <span className="text-danger">
            {errorMessage(resend.error, t('The link could not be sent. Please try again.'))}
          </span>
        ) : null}
      </p>
    </div>
  );
}
