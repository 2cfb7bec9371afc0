import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Copy, Download } from 'lucide-react';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, setUpTwoFactor } from '@/domain/api/auth';
import type { User } from '@/domain/accounts/schemas';
import { groupSecret } from '@/domain/accounts/two-factor';
import { codeProblem, TwoFactorCodeField } from '@/client/components/two-factor-code-field';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from '@/client/components/ui/password-field';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { call, errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { currentUserQuery, useCurrentUser } from '@/client/lib/use-auth';
import { sessionsQuery } from './security-api';

// The QR code and its encoder load when a set-up starts, not with the account page.
const QrCode = lazy(() => import('./qr-code'));

type View =
  | { kind: 'status' }
  /** The password first: `problem` is the server's refusal of it, shown at the field. */
  | { kind: 'password'; problem?: string }
  /** Kept in memory until the first code turns it on (enabling asks for the password too). */
  | { kind: 'setup'; secret: string; otpauthUrl: string; password: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm'; action: 'disable' | 'renew' };

const linkButtonClasses =
  'text-[0.8125rem] text-ink-soft underline decoration-accent-soft underline-offset-4 transition-colors hover:text-ink hover:decoration-ink ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const stepHeadingClasses = 'font-serif text-xl outline-none';

/** Moves the focus to a view's heading when the view opens, so a screen reader starts reading there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * Two-step verification in the account's Settings: its status; setting it up (the password, then a
 * QR code drawn here, the key to type by hand, a first code); the ten recovery codes shown once; new
 * codes and turning it off, each with the password and a code (a session alone changes nothing:
 * issue #41). Reads the signed-in user from the auth query, and refreshes it when the status changes.
 */
export function TwoFactorSection() {
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
          Two-step verification
        </h3>
        <p className="text-sm text-ink-soft">
          <span className="sr-only">Two-step verification: </span>
          <Badge variant={on ? 'accent' : 'default'}>{on ? 'On' : 'Off'}</Badge>
        </p>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        After your password, signing in asks for a code from an authenticator app on your phone: your password alone is
        no longer enough.
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
              title: 'Two-step verification is on',
              description: 'Your other devices were signed out: they will ask for a code at their next sign-in.',
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
                title: 'New recovery codes made',
                description: 'The old ones no longer work.',
              });
              setView({ kind: 'codes', codes });
            } else {
              toast({ variant: 'success', title: 'Two-step verification is off' });
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
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) first.current?.focus();
  }, [focus]);

  if (!user.twoFactorEnabled)
    return (
      <div className="mt-6 grid gap-4">
        {user.twoFactorSetupRequired ? (
          <p className="border-l-2 border-accent pl-3 text-sm text-ink">
            The back office asks staff members to turn on two-step verification.
          </p>
        ) : null}
        <div>
          <Button ref={first} onClick={onSetUp} className="w-full sm:w-auto">
            Set up
          </Button>
        </div>
      </div>
    );
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Button ref={first} variant="outline" onClick={() => onConfirm('renew')} className="w-full sm:w-auto">
        New recovery codes
      </Button>
      <Button variant="subtle" onClick={() => onConfirm('disable')} className="w-full sm:w-auto">
        Turn off
      </Button>
    </div>
  );
}

type Field = 'password' | 'code';

/**
 * Where a refusal of the server is told: at the field it is about (a wrong password, a wrong code),
 * at `last` (the form's last field) for the sign-in limits or other input refused, else nowhere (a toast).
 */
function refusedField(err: unknown, last: Field): Field | undefined {
  if (!isApiError(err)) return undefined;
  if (err.code === 'WRONG_CURRENT_PASSWORD') return 'password';
  if (err.code === 'TWO_FACTOR_CODE_INVALID') return 'code';
  return err.code === 'RATE_LIMITED' || err.status === 400 ? last : undefined;
}

/** The account's password, asked before its second factor changes; says what the browser offers to fill in. */
function CurrentPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label'>) {
  return (
    <PasswordField
      label="Your password"
      toggleLabel="Show password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

const needPassword = (value: string) => (value ? true : 'Please enter your password');

/** The first step of a set-up: the account's password, which the server asks before it makes a secret. */
function PasswordStep({
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
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const setup = useMutation({ mutationFn: (password: string) => call(setUpTwoFactor, { body: { password } }) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  useEffect(() => {
    if (problem) setError('password', { type: 'server', message: problem }, { shouldFocus: true });
  }, [problem, setError]);

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      const { secret, otpauthUrl } = await setup.mutateAsync(password);
      onStarted({ secret, otpauthUrl, password });
    } catch (err) {
      const message = errorMessage(err, 'Please try again');
      if (refusedField(err, 'password')) {
        setError('password', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      toast({ variant: 'destructive', title: 'Could not start the set-up', description: message });
      if (isApiError(err) && err.code === 'TWO_FACTOR_ALREADY_ON') await onRefresh();
    }
  };

  return (
    <div className="mt-8 border-t border-line pt-8">
      <h4 ref={heading} tabIndex={-1} className={stepHeadingClasses}>
        Confirm it is you
      </h4>
      <p className="mt-2 text-sm text-ink-soft">Enter your password to set up two-step verification.</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid max-w-xs gap-4">
        <CurrentPasswordField error={errors.password?.message} {...register('password', { validate: needPassword })} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {isSubmitting ? 'Starting...' : 'Continue'}
          </Button>
          <Button variant="subtle" onClick={onCancel} className="w-full sm:w-auto">
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function SetupStep({
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
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const enable = useMutation({ mutationFn: (code: string) => call(enableTwoFactor, { body: { password, code } }) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync(code.trim());
      await onEnabled(recoveryCodes);
    } catch (err) {
      const message = errorMessage(err, 'Please try again');
      const field = refusedField(err, 'code');
      if (field === 'password') return onPasswordRefused(message);
      if (field) {
        setError('code', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      toast({ variant: 'destructive', title: 'Two-step verification is not on', description: message });
      if (isApiError(err, 409)) await onRefresh();
    }
  };

  return (
    <div className="mt-8 border-t border-line pt-8">
      <h4 ref={heading} tabIndex={-1} className={stepHeadingClasses}>
        Set up with your authenticator app
      </h4>
      <div className="mt-6 grid gap-8 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <div className="w-44 max-w-full justify-self-center sm:justify-self-start">
          <Suspense fallback={<Skeleton className="aspect-square w-full" />}>
            <QrCode
              text={otpauthUrl}
              label={`QR code for your authenticator app: Maison Lumière, ${email}`}
              className="aspect-square w-full border border-line"
            />
          </Suspense>
        </div>
        <ol className="grid list-decimal gap-5 pl-5 text-sm text-ink marker:text-accent">
          <li>
            Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
            Aegis…).
            <p className="mt-2 text-ink-soft">Cannot scan it? Add an account in the app and type this key:</p>
            <p className="mt-2">
              <code className="inline-block bg-muted px-3 py-2 font-mono text-[0.9375rem] tracking-[0.08em] break-all select-all">
                {groupSecret(secret)}
              </code>
            </p>
          </li>
          <li>
            Enter the 6-digit code the app shows, to turn two-step verification on.
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 grid max-w-xs gap-4">
              <TwoFactorCodeField
                error={errors.code?.message}
                {...register('code', { validate: (value) => codeProblem(value, false) ?? true })}
              />
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
                  {isSubmitting ? <Spinner className="size-4" /> : null}
                  {isSubmitting ? 'Turning on...' : 'Turn on'}
                </Button>
                <Button variant="subtle" onClick={onCancel} className="w-full sm:w-auto">
                  Cancel
                </Button>
              </div>
            </form>
          </li>
        </ol>
      </div>
    </div>
  );
}

const DOWNLOAD_NAME = 'maison-lumiere-recovery-codes.txt';

/** The recovery codes as a text file: who they are for, how they work, one per line. */
function codesText(codes: readonly string[], email: string): string {
  return [
    `Maison Lumière: recovery codes for ${email}`,
    'Each code signs you in once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ variant: 'success', title: 'Recovery codes copied' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Select the codes and copy them, or download them.',
      });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText(codes, email)], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = DOWNLOAD_NAME;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="mt-8 border-t border-line pt-8">
      <h4 ref={heading} tabIndex={-1} className={stepHeadingClasses}>
        Your recovery codes
      </h4>
      <p className="mt-3 border-l-2 border-accent pl-3 text-sm text-ink">
        <strong className="font-medium">They are shown only this once.</strong> Keep them somewhere safe: each signs you
        in once if your phone is not at hand.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-6 grid max-w-md grid-cols-2 gap-x-4 gap-y-2 bg-muted px-4 py-4 font-mono text-sm tracking-[0.04em] select-all sm:gap-x-6 sm:px-5 sm:text-[0.9375rem]"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()} className="w-full sm:w-auto">
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button variant="outline" onClick={download} className="w-full sm:w-auto">
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
        <Button onClick={onDone} className="w-full sm:w-auto">
          I have saved them
        </Button>
      </div>
    </div>
  );
}

const CONFIRM = {
  disable: {
    title: 'Turn off two-step verification',
    text: 'Signing in will ask for your password only. Your recovery codes stop working.',
    submit: 'Turn off',
    pending: 'Turning off...',
  },
  renew: {
    title: 'New recovery codes',
    text: 'Ten new codes replace the ones you have: the old ones stop working.',
    submit: 'Make new codes',
    pending: 'Making codes...',
  },
} as const;

function ConfirmWithCode({
  action,
  onDone,
  onCancel,
  onOff,
}: {
  action: 'disable' | 'renew';
  /** Done: the new codes (renew), or none (turned off). */
  onDone: (codes?: string[]) => Promise<void>;
  onCancel: () => void;
  /** It was off already (turned off elsewhere). */
  onOff: () => Promise<void>;
}) {
  const words = CONFIRM[action];
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [recovery, setRecovery] = useState(false);
  const confirm = useMutation({
    mutationFn: async (body: { password: string; code: string }): Promise<string[] | undefined> => {
      if (action === 'renew') return (await call(renewRecoveryCodes, { body })).recoveryCodes;
      await call(disableTwoFactor, { body });
      return undefined;
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });

  const switchKind = () => {
    resetField('code');
    clearErrors('code');
    setRecovery((r) => !r);
  };
  useEffect(() => {
    if (recovery) setFocus('code');
  }, [recovery, setFocus]);

  const onSubmit = async ({ password, code }: { password: string; code: string }) => {
    try {
      await onDone(await confirm.mutateAsync({ password, code: code.trim() }));
    } catch (err) {
      const message = errorMessage(err, 'Please try again');
      const field = refusedField(err, 'code');
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
        return;
      }
      toast({ variant: 'destructive', title: 'Nothing changed', description: message });
      if (isApiError(err) && err.code === 'TWO_FACTOR_OFF') await onOff();
    }
  };

  return (
    <div className="mt-8 border-t border-line pt-8">
      <h4 ref={heading} tabIndex={-1} className={stepHeadingClasses}>
        {words.title}
      </h4>
      <p className="mt-2 text-sm text-ink-soft">{words.text}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid max-w-xs gap-4">
        <CurrentPasswordField error={errors.password?.message} {...register('password', { validate: needPassword })} />
        <div className="grid gap-2.5">
          <TwoFactorCodeField
            key={recovery ? 'recovery' : 'app'}
            recovery={recovery}
            hint={recovery ? 'One of your unused recovery codes.' : 'The 6-digit code your app shows now.'}
            error={errors.code?.message}
            {...register('code', { validate: (value) => codeProblem(value, recovery) ?? true })}
          />
          <button type="button" onClick={switchKind} className={`justify-self-start ${linkButtonClasses}`}>
            {recovery ? 'Use the code from your app' : 'Use a recovery code'}
          </button>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {isSubmitting ? words.pending : words.submit}
          </Button>
          <Button variant="subtle" onClick={onCancel} className="w-full sm:w-auto">
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
