import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@/domain/accounts/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { currentUserQuery, useCurrentUser } from '@/client/lib/use-auth';
import { sessionsQuery } from './security-api';
import { PasswordStep, SetupStep } from './two-factor-setup';
import { RecoveryCodes } from './recovery-codes';
import { ConfirmWithCode } from './two-factor-confirm';
import { useI18n } from '@/client/lib/i18n';

type View =
  | { kind: 'status' }
  /** The password first: `problem` is the server's refusal of it, shown at the field. */
  | { kind: 'password'; problem?: string }
  /** Kept in memory until the first code turns it on (enabling asks for the password too). */
  | { kind: 'setup'; secret: string; otpauthUrl: string; password: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm'; action: 'disable' | 'renew' };

/**
 * Two-step verification in the account's Settings: its status; setting it up (the password, then a
 * QR code drawn here, the key to type by hand, a first code); the ten recovery codes shown once; new
 * codes and turning it off, each with the password and a code (a session alone changes nothing:
 * issue #41). Reads the signed-in user from the auth query, and refreshes it when the status changes.
 */
export function TwoFactorSection() {
  const { t } = useI18n();
  const user = useCurrentUser().data;
  const qc = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'status' });
  /** Back at the status after another view: its first button takes the focus the closed view had. */
  const [returned, setReturned] = useState(false);

  const refreshUser = () => qc.invalidateQueries({ queryKey: currentUserQuery().queryKey });
  const backToStatus = () => {
    setReturned(true);
    setView({ kind: 'status' });
  };

  if (!user) return null;
  const on = user.twoFactorEnabled;

  return (
    <section aria-labelledby="two-factor-heading" className="border border-line bg-surface p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <h3 id="two-factor-heading" className="font-serif text-2xl">
          {t('Two-step verification')}
        </h3>
        <p className="text-sm text-ink-soft">
          <span className="sr-only">{t('Two-step verification:')} </span>
          <Badge variant={on ? 'accent' : 'default'}>{on ? t('On') : t('Off')}</Badge>
        </p>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {t(
          'After your password, signing in asks for a code from an authenticator app on your phone: your password alone is no longer enough.',
        )}
      </p>

      {view.kind === 'status' ? (
        <StatusActions
          user={user}
          focus={returned}
          onSetUp={() => setView({ kind: 'password' })}
          onConfirm={(action) => setView({ kind: 'confirm', action })}
        />
      ) : null}
      {view.kind === 'password' ? (
        <PasswordStep
          problem={view.problem}
          onStarted={(started) => setView({ kind: 'setup', ...started })}
          onCancel={backToStatus}
          onRefresh={async () => {
            await refreshUser();
            backToStatus();
          }}
        />
      ) : null}
      {view.kind === 'setup' ? (
        <SetupStep
          secret={view.secret}
          otpauthUrl={view.otpauthUrl}
          password={view.password}
          email={user.email}
          onEnabled={async (codes) => {
            await refreshUser();
            void qc.invalidateQueries({ queryKey: sessionsQuery().queryKey });
            toast({
              variant: 'success',
              title: t('Two-step verification is on'),
              description: t('Your other devices were signed out: they will ask for a code at their next sign-in.'),
            });
            setView({ kind: 'codes', codes });
          }}
          onCancel={backToStatus}
          onRefresh={async () => {
            await refreshUser();
            backToStatus();
          }}
          onPasswordRefused={(problem) => setView({ kind: 'password', problem })}
        />
      ) : null}
      {view.kind === 'codes' ? <RecoveryCodes codes={view.codes} email={user.email} onDone={backToStatus} /> : null}
      {view.kind === 'confirm' ? (
        <ConfirmWithCode
          action={view.action}
          onDone={async (codes) => {
            await refreshUser();
            if (codes) {
              toast({
                variant: 'success',
                title: t('New recovery codes made'),
                description: t('The old ones no longer work.'),
              });
              setView({ kind: 'codes', codes });
            } else {
              toast({ variant: 'success', title: t('Two-step verification is off') });
              backToStatus();
            }
          }}
          onCancel={backToStatus}
          onOff={async () => {
            await refreshUser();
            backToStatus();
          }}
        />
      ) : null}
    </section>
  );
}

function StatusActions({
  user,
  focus,
  onSetUp,
  onConfirm,
}: {
  user: User;
  /** Take the focus (back from another view). */
  focus: boolean;
  onSetUp: () => void;
  onConfirm: (action: 'disable' | 'renew') => void;
}) {
  const { t } = useI18n();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) first.current?.focus();
  }, [focus]);

  if (!user.twoFactorEnabled)
    return (
      <div className="mt-6 grid gap-4">
        {user.twoFactorSetupRequired ? (
          <p className="border-l-2 border-accent pl-3 text-sm text-ink">
            {t('The back office asks staff members to turn on two-step verification.')}
          </p>
        ) : null}
        <div>
          <Button ref={first} onClick={onSetUp} className="w-full sm:w-auto">
            {t('Set up')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Button ref={first} variant="outline" onClick={() => onConfirm('renew')} className="w-full sm:w-auto">
        {t('New recovery codes')}
      </Button>
      <Button variant="subtle" onClick={() => onConfirm('disable')} className="w-full sm:w-auto">
        {t('Turn off')}
      </Button>
    </div>
  );
}
