import { MailCheck } from 'lucide-react';
import type { User } from '@/domain/accounts/schemas';
import { errorMessage } from '@/client/lib/api';
import { useResendVerification } from '@/client/lib/use-email-verification';
import { PendingButton } from '@/client/components/form/pending-button';
import { Rich, useI18n } from '@/client/lib/i18n';

/**
 * An address not confirmed yet: where the link went, and a new one on request. What became of the
 * request (on its way, or too many for now) is read out where the button is.
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { t } = useI18n();
  const resend = useResendVerification();
  if (user.emailVerified) return null;

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mt-8 flex flex-col gap-4 border border-accent/40 bg-surface px-5 py-5 sm:flex-row sm:items-start sm:gap-5 sm:px-6"
    >
      <MailCheck aria-hidden="true" strokeWidth={1.5} className="size-6 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-heading" className="font-serif text-xl leading-tight">
          {t('Please confirm your e-mail address')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">
          <Rich
            message="We sent a link to <email>{email}</email>. Until it is confirmed, the credit of a sample bought as a guest and the orders placed as a guest with this address stay apart from your account."
            values={{ email: user.email }}
            tags={{ email: (words) => <span className="break-words text-ink">{words}</span> }}
          />
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
          <PendingButton
            variant="outline"
            size="sm"
            pending={resend.isPending}
            pendingLabel={t('Sending...')}
            disableWhilePending
            spinner
            onClick={() => resend.mutate()}
          >
            {t('Send the link again')}
          </PendingButton>
          <p role="status" className="text-sm">
            {resend.isSuccess ? <span className="text-ink">{resend.data.message}</span> : null}
            {resend.isError ? (
              <span className="text-danger">
                {errorMessage(resend.error, t('The link could not be sent. Please try again.'))}
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </section>
  );
}
