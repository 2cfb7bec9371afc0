import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { User } from '@/domain/auth';
import { Avatar } from '@/client/components/ui/avatar';
import { buttonStyle } from '@/client/components/ui/button-variants';

interface AccountTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  user: Pick<User, 'fullName' | 'username'>;
}

/** The header's user button: the monogram, named "Account menu". */
export const AccountTrigger = forwardRef<HTMLButtonElement, AccountTriggerProps>(function AccountTrigger({ user, className, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Account menu"
      aria-haspopup="dialog"
      className={`${buttonStyle('ghost', 'icon', 'data-[state=open]:bg-muted')} ${className ?? ''}`}
      {...props}
    >
      <Avatar user={user} />
    </button>
  );
});
