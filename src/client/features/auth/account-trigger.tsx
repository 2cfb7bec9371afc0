import type { ComponentProps } from 'react';
import type { User } from '@/domain/accounts/schemas';
import { Avatar } from '@/client/components/ui/avatar';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';

interface AccountTriggerProps extends ComponentProps<'button'> {
  user: Pick<User, 'fullName' | 'username'>;
}

/**
 * The header's user button: the monogram, named "Account menu". From `sm` up only: on a phone the
 * header has no room for it beside the house's name (a 360 px screen would scroll sideways), and
 * the mobile menu carries the account (who is signed in, My Account, Logout), as it does the wishlist.
 */
export function AccountTrigger({ user, className, ...props }: AccountTriggerProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t('Account menu')}
      aria-haspopup="dialog"
      className={`${buttonStyle('ghost', 'icon', 'data-[state=open]:bg-muted max-sm:hidden')} ${className ?? ''}`}
      {...props}
    >
      <Avatar user={user} />
    </button>
  );
}
