import type { ComponentProps } from 'react';
import type { User } from '@/domain/accounts/schemas';
import { Avatar } from '@/client/components/ui/avatar';
import { buttonStyle } from '@/client/components/ui/button-variants';

interface AccountTriggerProps extends ComponentProps<'button'> {
  user: Pick<User, 'fullName' | 'username'>;
}

/** The header's user button: the monogram, named "Account menu". */
export function AccountTrigger({ user, className, ...props }: AccountTriggerProps) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="dialog"
      className={`${buttonStyle('ghost', 'icon', 'data-[state=open]:bg-muted')} ${className ?? ''}`}
      {...props}
    >
      <Avatar user={user} />
    </button>
  );
}
