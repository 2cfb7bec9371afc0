import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import type { User } from '@/domain/accounts/schemas';
import { FormError } from '@/client/components/form/form-error';
import { TwoFactorCodeField } from '@/client/components/form/one-time-code-field';
import { PendingButton } from '@/client/components/form/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from '@/client/components/ui/password-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { downloadAccountData, useDeleteAccount } from './security-api';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

const panelClasses = 'border border-line bg-surface p-6 sm:p-8';

/** Privacy: all the shop holds about you as a file, and the deletion of the account. */
export function PrivacySection({ user }: { user: User }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <section aria-labelledby="download-data-heading" className={panelClasses}>
        <h3 id="download-data-heading" className="font-serif text-2xl">
          {t('Download my data')}
        </h3>
        <p className="mt-2 mb-6 max-w-prose text-sm leading-relaxed text-ink-soft">
          {t(
            'One file (JSON) with everything we hold about you: your profile, orders, returns, creations, wishlist, saved cart, reviews, “Notify me” requests, signed-in devices and the e-mails we sent you.',
          )}
        </p>
        <DownloadButton />
      </section>
      <section aria-labelledby="delete-account-heading" className={panelClasses}>
        <h3 id="delete-account-heading" className="font-serif text-2xl">
          {t('Delete my account')}
        </h3>
        <p className="mt-2 mb-6 max-w-prose text-sm leading-relaxed text-ink-soft">
          <Rich
            message="Your profile, creations, wishlist, saved cart, “Notify me” requests and sign-ins are deleted. Your reviews stay, signed as you wrote them, linked to no account. Your orders stay in our books with your name and contact replaced by “Deleted customer”; invoices already issued keep your name, as the law requires. Your address can open a new account later. <link>Read our privacy policy</link>."
            tags={{
              link: (words) => (
                <Link
                  to={paths.info('privacy')}
                  className="text-ink underline decoration-accent-soft underline-offset-4"
                >
                  {words}
                </Link>
              ),
            }}
          />
        </p>
        <DeleteAccountDialog user={user} />
      </section>
    </div>
  );
}

function DownloadButton() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const download = () => {
    if (busy) return;
    setBusy(true);
    downloadAccountData()
      .then(() => toast({ variant: 'success', title: t('Your data is downloading') }))
      .catch((err: unknown) =>
        toast({
          variant: 'destructive',
          title: t('The download failed'),
          description: errorMessage(err, t('Please try again')),
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <PendingButton
      variant="outline"
      size="sm"
      onClick={download}
      pending={busy}
      pendingLabel={t('Preparing...')}
      disableWhilePending
      spinner
      icon={<Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
    >
      {t('Download my data')}
    </PendingButton>
  );
}

/**
 * Asks before an account is deleted, with its password (and its code when a second factor is on).
 * The dialog stays open while the server answers and shows its refusal in its words; once deleted,
 * the browser is signed out and goes home.
 */
function DeleteAccountDialog({ user }: { user: User }) {
  const { t } = useI18n();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ field?: 'password' | 'code'; message: string } | null>(null);

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (next) {
      setPassword('');
      setCode('');
      setProblem(null);
      remove.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!password) return setProblem({ field: 'password', message: t('Please enter your password') });
    if (user.twoFactorEnabled && !code.trim())
      return setProblem({ field: 'code', message: t('Please enter the code from your app or a recovery code') });
    setProblem(null);
    remove
      .mutateAsync({ password, ...(user.twoFactorEnabled ? { code: code.trim() } : {}) })
      .then(async () => {
        setOpen(false);
        toast({
          variant: 'success',
          title: t('Your account has been deleted'),
          description: t('Thank you for the time you spent with Maison Lumière.'),
        });
        await navigate(paths.home());
      })
      .catch((err: unknown) => {
        const message = errorMessage(err, t('Your account could not be deleted. Please try again.'));
        if (isApiError(err) && err.code === 'WRONG_CURRENT_PASSWORD') setProblem({ field: 'password', message });
        else if (isApiError(err) && err.code === 'TWO_FACTOR_CODE_INVALID') setProblem({ field: 'code', message });
        else setProblem({ message });
      });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="border-danger/70 text-danger hover:bg-danger hover:text-background"
        >
          <Trash2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Delete my account')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t('Delete your account?')}
        description={t(
          'This cannot be undone. Your profile, creations, wishlist and saved cart are deleted and every device is signed out. Your orders stay in our books as “Deleted customer”; issued invoices keep your name.',
        )}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <PasswordField
            label={t('Your password')}
            toggleLabel={t('Show password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problem?.field === 'password' ? problem.message : undefined}
            disabled={remove.isPending}
          />
          {user.twoFactorEnabled ? (
            <TwoFactorCodeField
              label={t('Code from your app, or a recovery code')}
              inputMode="text"
              maxLength={20}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={problem?.field === 'code' ? problem.message : undefined}
              disabled={remove.isPending}
            />
          ) : null}
          <FormError message={problem && !problem.field ? problem.message : null} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('Keep my account')}</AlertDialogCancel>
            <PendingButton
              type="submit"
              size="sm"
              pending={remove.isPending}
              pendingLabel={t('Deleting...')}
              spinner
              className="bg-danger text-background hover:bg-danger/85"
            >
              {t('Delete my account')}
            </PendingButton>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
