import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PenLine } from 'lucide-react';
import type { User } from '@/domain/accounts/schemas';
import { formatAddress, profileAddress } from '@/domain/addresses/address';
import { buttonClasses } from '@/client/components/ui/button';
import { Avatar } from '@/client/components/ui/avatar';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/** Profile: who the customer is, with optional phone and address. Edit Profile → /account (docs/decisions: Edit Profile). */
export function ProfilePanel({ user }: { user: User }) {
  const { t, date, tag } = useI18n();
  // In the country's order, with the second line and the state where there is one (issue #43).
  const addressLines = formatAddress(profileAddress(user), undefined, tag);

  return (
    <section aria-labelledby="profile-heading" className="border border-line bg-surface p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-6">
        <div className="flex min-w-0 items-center gap-5">
          <Avatar user={user} className="size-14 text-base" />
          <div className="min-w-0">
            <h2 id="profile-heading" className="font-serif text-3xl leading-tight break-words">
              {user.fullName}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">@{user.username}</p>
          </div>
        </div>
        <Link to={paths.account()} className={buttonClasses('outline', 'sm')}>
          <PenLine aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('Edit Profile')}
        </Link>
      </div>

      <dl className="mt-8 grid gap-x-10 border-t border-line sm:grid-cols-2">
        <Field label={t('Full name')}>{user.fullName}</Field>
        <Field label={t('Username')}>{user.username}</Field>
        <Field label={t('Email')}>{user.email}</Field>
        <Field label={t('Member since')}>
          <time dateTime={user.createdAt}>{date(user.createdAt)}</time>
        </Field>
        {user.phone ? <Field label={t('Phone')}>{user.phone}</Field> : null}
        {addressLines.length > 0 ? (
          <Field label={t('Address')}>
            {addressLines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </Field>
        ) : null}
      </dl>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-line py-4">
      <dt className="text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase">{label}</dt>
      <dd className="mt-1.5 text-[0.9375rem] break-words">{children}</dd>
    </div>
  );
}
