import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/domain/accounts/roles';
import { acceptInvitationFormSchema, type Invitation } from '@/domain/accounts/staff';
import { acceptInvitation, getInvitation } from '@/domain/api/staff';
import { errorMessages } from '@/domain/shared/errors';
import { NewPasswordFields } from '@/client/components/form/new-password-fields';
import { serverFieldError, setServerErrors } from '@/client/components/form/server-errors';
import { TextField } from '@/client/components/ui/text-field';
import { call, fetcher, isApiError } from '@/client/lib/api';
import { currentUserQuery } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AuthFrame, AuthSubmit } from './auth-frame';
import { LinkCheckFailed, LinkChecking, LinkOutcome, LinkUnusable, OutcomeLink } from './link-outcome';
import { formField } from '@/client/components/form/form-field';
import { queryKeyOf } from '@/client/lib/query-keys';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

type Fields = z.input<typeof acceptInvitationFormSchema>;
type Values = z.output<typeof acceptInvitationFormSchema>;

const LINK_CODES = ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'] as const;
type LinkCode = (typeof LINK_CODES)[number];
const TRY_AGAIN = msg('We could not reach the Maison just now. Please try again in a moment.');

/** The form's field for a field the server named: its `password` is the form's new password. */
const SERVER_FIELDS = (path: string) =>
  path === 'password' ? ('newPassword' as const) : path === 'fullName' ? ('fullName' as const) : undefined;

/** The link's own refusal (not valid, expired, used), if that is what the error is. */
function linkCode(error: unknown): LinkCode | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code && (LINK_CODES as readonly string[]).includes(error.code)) return error.code as LinkCode;
  // The token is the only field of the check: a malformed one is a link that will not do.
  if (error.code === 'VALIDATION' && serverFieldError(error, 'token')) return 'INVITATION_INVALID';
  return undefined;
}

/**
 * /staff/accept?token=…: the page the staff invitation links to. The link is checked first (a bad,
 * expired or used one says so at once), then a name and a password, twice; the member is signed in
 * and goes to the back office.
 */
export default function StaffAcceptPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Join the Team'));
  const token = useSearchParams()[0].get('token') ?? '';
  const [refused, setRefused] = useState<LinkCode | null>(token ? null : 'INVITATION_INVALID');
  const [signInNext, setSignInNext] = useState(false);
  const invitation = useQuery({
    queryKey: queryKeyOf(getInvitation, token),
    queryFn: fetcher(getInvitation, { query: { token } }),
    enabled: token !== '' && refused === null,
    retry: false,
    staleTime: Infinity,
  });
  const code = refused ?? linkCode(invitation.error);

  if (signInNext) return <SignInWithCode />;
  if (code) return <LinkRefused code={code} takeFocus={refused !== null && token !== ''} />;
  if (invitation.isError)
    return (
      <AuthFrame title={t('Join the team')} intro={t('We could not check your invitation.')}>
        <LinkCheckFailed
          message={t(TRY_AGAIN)}
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      </AuthFrame>
    );
  if (!invitation.data)
    return (
      <AuthFrame title={t('Join the team')} intro={t('One moment while we check your invitation.')}>
        <LinkChecking>{t('Checking your invitation…')}</LinkChecking>
      </AuthFrame>
    );
  const { role } = invitation.data;
  const duties = t(ROLE_DESCRIPTIONS[role]);
  return (
    <AuthFrame
      title={t('Join the team')}
      intro={
        <Rich
          message="You are invited to the Maison Lumière back office as <strong>{role}</strong>: {duties}."
          values={{ role: t(ROLE_LABELS[role]), duties: duties.charAt(0).toLowerCase() + duties.slice(1) }}
          tags={{ strong: (words) => <strong className="text-ink">{words}</strong> }}
        />
      }
    >
      <AcceptForm
        token={token}
        invitation={invitation.data}
        onRefused={setRefused}
        onSignInNext={() => setSignInNext(true)}
      />
    </AuthFrame>
  );
}

function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; fullName: string; password: string }) => call(acceptInvitation, { body }),
    onSuccess: async (user) => {
      // An account with a second factor is not signed in yet: it signs in with its code.
      if (user.twoFactorEnabled) return;
      qc.setQueryData(currentUserQuery().queryKey, user);
      // Whatever was cached here belonged to whoever was signed in before (or to a guest).
      await qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== currentUserQuery().queryKey[0] });
    },
  });
}

function AcceptForm({
  token,
  invitation,
  onRefused,
  onSignInNext,
}: {
  token: string;
  invitation: Invitation;
  onRefused: (code: LinkCode) => void;
  /** The account asks for a code at sign-in: accepted, but not signed in. */
  onSignInNext: () => void;
}) {
  const { t } = useI18n();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { fullName: '', newPassword: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async ({ fullName, newPassword }: Values) => {
    setMessage(null);
    try {
      const user = await accept.mutateAsync({ token, fullName, password: newPassword });
      if (user.twoFactorEnabled) onSignInNext();
      else await navigate(paths.admin(), { replace: true });
    } catch (err) {
      const code = linkCode(err);
      if (code) {
        onRefused(code);
        return;
      }
      if (setServerErrors(setError, err, SERVER_FIELDS) > 0) return;
      setMessage(isApiError(err) && err.status < 500 ? (err.serverMessage ?? TRY_AGAIN) : TRY_AGAIN);
    }
  };

  return (
    <>
      <div role="alert">
        {message ? (
          <p className="mb-7 border border-danger/45 px-5 py-4 text-sm leading-relaxed text-danger">{t(message)}</p>
        ) : null}
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label={t('Join the team')}>
        {/* The address the invitation went to: the account's, for a password manager to remember. */}
        <TextField
          label={t('E-mail address')}
          type="email"
          name="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hint={t('Your sign-in for the {role} role.', { role: t(ROLE_LABELS[invitation.role]).toLowerCase() })}
        />
        <TextField label={t('Full name')} autoComplete="name" required {...formField(form, 'fullName')} />
        <NewPasswordFields form={form} />
        <AuthSubmit pending={isSubmitting} pendingLabel={t('Joining...')}>
          {t('Join the Team')}
        </AuthSubmit>
      </form>
    </>
  );
}

/** Accepted by an account with a second factor: it signs in as always, with its new password and its code. */
function SignInWithCode() {
  const { t } = useI18n();
  return (
    <AuthFrame title={t('Join the team')} intro={t('Your invitation is accepted.')}>
      <div aria-live="polite">
        <LinkOutcome
          tone="done"
          title={t('Welcome to the team')}
          takeFocus
          action={<OutcomeLink to={paths.login()}>{t('Sign In')}</OutcomeLink>}
        >
          {t(
            'Your account asks for a code when you sign in: sign in with your new password and the code from your authenticator app to open the back office.',
          )}
        </LinkOutcome>
      </div>
    </AuthFrame>
  );
}

/** A link that will not do, and what helps: signing in for a used one, a new invitation otherwise. */
function LinkRefused({ code, takeFocus }: { code: LinkCode; takeFocus: boolean }) {
  const { t } = useI18n();
  return (
    <AuthFrame title={t('Join the team')} intro={t("Invitations to the back office are sent by the shop's owner.")}>
      <div aria-live="polite">
        <LinkUnusable
          takeFocus={takeFocus}
          action={
            code === 'INVITATION_USED' ? (
              <OutcomeLink to={paths.login()}>{t('Sign In')}</OutcomeLink>
            ) : (
              <OutcomeLink to={paths.home()} outline>
                {t('Back to the Shop')}
              </OutcomeLink>
            )
          }
        >
          {t(errorMessages[code])}
        </LinkUnusable>
      </div>
    </AuthFrame>
  );
}
