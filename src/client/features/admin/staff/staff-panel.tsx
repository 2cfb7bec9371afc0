import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/domain/accounts/roles';
import { inviteStaffSchema, type StaffMember } from '@/domain/accounts/staff';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { msg } from '@/domain/i18n/translator';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useFormSubmit } from '@/client/components/form/use-form-submit';
import { PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { StackedTable, type Column } from '../shared/stacked-table';
import { fieldLabelClasses } from '../shared/styles';
import { SettingsSection } from '../shared/settings-section';
import { useInviteStaff, useRemoveStaff, useResendInvitation, useStaff, useUpdateStaff } from './api';
import { PendingButton } from '@/client/components/form/pending-button';
import { FormError } from '@/client/components/form/form-error';
import { formField } from '@/client/components/form/form-field';
import { SelectField } from '@/client/components/ui/select-field';
import { EmailField } from '@/client/components/ui/text-field';

/** The back office's Staff (owners only): who may do what, and the invitations still open. */
export function StaffPanel() {
  const { t } = useI18n();
  return (
    <div className="grid gap-12">
      <SettingsSection
        id="staff-heading"
        title={t('Staff')}
        description={t(
          "A member's role decides which parts of the back office they see. Suspending or removing someone signs them out at once; their account stays a customer account.",
        )}
      >
        <StaffList />
      </SettingsSection>
      <SettingsSection
        id="invite-staff-heading"
        title={t('Invite someone')}
        description={t(
          'They receive an e-mail with a link to choose their name and password. The link works once, for 24 hours.',
        )}
      >
        <InviteForm />
      </SettingsSection>
    </div>
  );
}

const sameAddress = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

function StaffList() {
  const { t } = useI18n();
  const staff = useStaff();
  const me = useCurrentUser().data;
  if (staff.isPending) return <PanelLoading label={t('Loading the staff')} rows={2} />;
  if (staff.isError) return <PanelError what={t('staff')} onRetry={() => void staff.refetch()} />;
  if (staff.data.length === 0)
    return (
      <PanelEmpty title={t('No one on the staff yet')}>{t('The people you invite below appear here.')}</PanelEmpty>
    );

  const self = (m: StaffMember) => sameAddress(me?.email, m.email);
  const columns: readonly Column<StaffMember>[] = [
    { label: t('Member'), cell: (m) => <MemberName member={m} self={self(m)} /> },
    { label: t('Role'), cell: (m) => <RoleCell member={m} self={self(m)} /> },
    { label: t('Status'), cell: (m) => <StatusCell member={m} /> },
    {
      label: t('Two-step verification'),
      cell: (m) =>
        m.status === 'invited' ? (
          <span className="text-ink-soft">—</span>
        ) : m.twoFactorEnabled ? (
          t('On')
        ) : (
          <span className="text-ink-soft">{t('Not set up')}</span>
        ),
    },
    { label: t('Actions'), end: true, cell: (m) => (self(m) ? null : <MemberActions member={m} />) },
  ];
  return <StackedTable label={t('Staff, owners first')} columns={columns} rows={staff.data} />;
}

function MemberName({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useI18n();
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">
        {member.fullName ?? <span className="text-ink-soft">{t('Not joined yet')}</span>}
        {self ? <span className="font-normal text-ink-soft"> {t('(you)')}</span> : null}
      </span>
      <span className="text-sm break-all text-ink-soft">{member.email}</span>
    </span>
  );
}

/** A member's role: a select for the others (the change holds from their next click), words for oneself. */
function RoleCell({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const update = useUpdateStaff();
  if (self) return <span>{t(ROLE_LABELS[member.role])}</span>;
  const value = update.isPending && update.variables.role ? update.variables.role : member.role;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="sr-only">
        {t('Role of {email}', { email: member.email })}
      </label>
      <NativeSelect
        id={id}
        value={value}
        aria-busy={update.isPending}
        aria-describedby={`${id}-what`}
        wrapperClassName="w-full md:w-44"
        onChange={(e) => {
          const role = e.target.value as StaffRole;
          if (update.isPending || role === member.role) return;
          update.mutate(
            { id: member.id, role },
            {
              onSuccess: (m) =>
                toast({
                  variant: 'success',
                  title: t('Role changed'),
                  description: t('{who} is now {role}.', { who: m.fullName ?? m.email, role: t(ROLE_LABELS[m.role]) }),
                }),
              onError: (err) =>
                toast({
                  variant: 'destructive',
                  title: t('The role was not changed'),
                  description: errorMessage(err, t('Please try again.')),
                }),
            },
          );
        }}
      >
        <SelectOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
      </NativeSelect>
      <p id={`${id}-what`} className="max-w-56 text-xs leading-snug text-ink-soft">
        {t(ROLE_DESCRIPTIONS[value])}
      </p>
    </div>
  );
}

function StatusCell({ member }: { member: StaffMember }) {
  const { t, dateTime } = useI18n();
  // When the list was shown: an invitation that ran out since says so at the next read of the list.
  const [shownAt] = useState(Date.now);
  if (member.status === 'active') return <Badge variant="accent">{t('Active')}</Badge>;
  if (member.status === 'suspended') return <Badge variant="danger">{t('Suspended')}</Badge>;
  const expires = member.inviteExpiresAt;
  const expired = !expires || new Date(expires).getTime() <= shownAt;
  return (
    <span className="grid justify-items-start gap-1.5">
      <Badge>{t('Invited')}</Badge>
      <span className="text-xs text-ink-soft">
        {expired || !expires ? t('The link has expired') : t('Link works until {time}', { time: dateTime(expires) })}
      </span>
    </span>
  );
}

/** What the owner may do with another member: per status, send again or withdraw, suspend, reactivate, remove. */
function MemberActions({ member }: { member: StaffMember }) {
  const { t } = useI18n();
  const update = useUpdateStaff();
  const resend = useResendInvitation();
  const who = member.fullName ?? member.email;
  const failed = (title: string) => (err: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(err, t('Please try again.')) });

  const setStatus = (status: 'active' | 'suspended') =>
    update.mutate(
      { id: member.id, status },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: status === 'suspended' ? t('Suspended') : t('Reactivated'),
            description:
              status === 'suspended'
                ? t('{who} is signed out and can no longer open the back office.', { who })
                : t('{who} can use the back office again.', { who }),
          }),
        onError: failed(status === 'suspended' ? t('Not suspended') : t('Not reactivated')),
      },
    );

  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2 md:justify-end">
      {member.status === 'invited' ? (
        <Button
          variant="link"
          size="inline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(member.id, {
              onSuccess: (m) =>
                toast({
                  variant: 'success',
                  title: t('Invitation sent again'),
                  description: t('A new link is on its way to {email}; the one sent before no longer works.', {
                    email: m.email,
                  }),
                }),
              onError: failed(t('The invitation was not sent')),
            })
          }
        >
          {t('Send again')}
          <span className="sr-only"> {t('to {email}', { email: member.email })}</span>
        </Button>
      ) : member.status === 'active' ? (
        <Button variant="link" size="inline" disabled={update.isPending} onClick={() => setStatus('suspended')}>
          {t('Suspend')}
          <span className="sr-only"> {who}</span>
        </Button>
      ) : (
        <Button variant="link" size="inline" disabled={update.isPending} onClick={() => setStatus('active')}>
          {t('Reactivate')}
          <span className="sr-only"> {who}</span>
        </Button>
      )}
      <RemoveMember member={member} />
    </div>
  );
}

function RemoveMember({ member }: { member: StaffMember }) {
  const { t } = useI18n();
  const remove = useRemoveStaff();
  const invited = member.status === 'invited';
  const who = member.fullName ?? member.email;
  const verb = invited ? t('Withdraw') : t('Remove');

  const run = async () => {
    await remove.mutateAsync(member.id);
    toast({
      variant: 'success',
      title: invited ? t('Invitation withdrawn') : t('Removed from the staff'),
      description: invited
        ? t('The link sent to {email} no longer works.', { email: member.email })
        : t('{who} is now a customer.', { who }),
    });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="link" size="inline" className="text-danger">
          {verb}
          <span className="sr-only"> {invited ? t('the invitation of {email}', { email: member.email }) : who}</span>
        </Button>
      }
      title={
        invited
          ? t('Withdraw the invitation of {email}?', { email: member.email })
          : t('Remove {who} from the staff?', { who })
      }
      description={
        invited
          ? t('The link in their e-mail stops working. You can invite them again later.')
          : t(
              'They are signed out at once and can no longer open the back office. Their account, orders and details stay, as a customer account.',
            )
      }
      cancelLabel={invited ? t('Keep it') : t('Keep them')}
      confirmLabel={verb}
      pendingLabel={invited ? t('Withdrawing…') : t('Removing…')}
      danger
      pending={remove.isPending}
      onConfirm={run}
      failure={msg('Please try again.')}
    />
  );
}

type InviteFields = z.input<typeof inviteStaffSchema>;
type InviteValues = z.output<typeof inviteStaffSchema>;

function InviteForm() {
  const { t } = useI18n();
  const invite = useInviteStaff();
  const [sent, setSent] = useState('');
  const form = useForm<InviteFields, unknown, InviteValues>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: '', role: 'support' },
  });
  const {
    control,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;
  const role = useWatch({ control, name: 'role' });

  const { onSubmit, formError } = useFormSubmit(
    form,
    async (values) => {
      setSent('');
      try {
        const member = await invite.mutateAsync(values);
        reset({ email: '', role: values.role });
        setSent(t('Invitation sent to {email}.', { email: member.email }));
      } catch (err) {
        // An address already on the staff is the address's problem: said under it.
        if (!isApiError(err, 409)) throw err;
        setError('email', {
          type: 'server',
          message: errorMessage(err, t('This address is already on the staff')),
        });
      }
    },
    { fields: ['email', 'role'], fallback: msg('The invitation could not be sent. Please try again.') },
  );

  return (
    <form
      noValidate
      aria-label={t('Invite someone to the staff')}
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-5 sm:grid-cols-2"
    >
      <EmailField label={t('E-mail address')} autoComplete="off" {...formField(form, 'email')} />
      <SelectField label={t('Role')} hint={role ? t(ROLE_DESCRIPTIONS[role]) : undefined} {...formField(form, 'role')}>
        <SelectOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
      </SelectField>
      <FormError message={formError} className="sm:col-span-2" />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <PendingButton type="submit" pending={isSubmitting} pendingLabel={t('Sending…')} disableWhilePending>
          {t('Send invitation')}
        </PendingButton>
        <p role="status" className="text-sm text-ink-soft">
          {sent}
        </p>
      </div>
      <RoleGuide />
    </form>
  );
}

/** Every role in a line: what the invitee will see. */
function RoleGuide() {
  const { t } = useI18n();
  return (
    <dl className="grid gap-3 border-t border-line pt-5 text-sm sm:col-span-2 sm:grid-cols-2">
      {STAFF_ROLES.map((r) => (
        <div key={r} className="min-w-0">
          <dt className={fieldLabelClasses}>{t(ROLE_LABELS[r])}</dt>
          <dd className="mt-1 text-ink-soft">{t(ROLE_DESCRIPTIONS[r])}</dd>
        </div>
      ))}
    </dl>
  );
}
