import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';

export interface PendingButtonProps extends ButtonProps {
  /** A request it started is under way: the button says so (`aria-busy`) and shows `pendingLabel`. */
  pending: boolean;
  /** Its words while pending: "Saving…", "Sending…". */
  pendingLabel: ReactNode;
  /** Disabled while pending too (else it stays focusable and its handler ignores a second press). */
  disableWhilePending?: boolean;
  /** A turning ring before the words while pending. */
  spinner?: boolean;
  /** An icon before the words (not while the ring turns). */
  icon?: ReactNode;
}

/**
 * A button that sends something: its words, then its pending words while the request runs
 * (`aria-busy`, optionally disabled). Every form's submit and every confirmation's answer.
 */
export function PendingButton({
  pending,
  pendingLabel,
  disableWhilePending = false,
  spinner = false,
  icon,
  children,
  disabled,
  ...props
}: PendingButtonProps) {
  return (
    <Button aria-busy={pending} disabled={disabled ?? (disableWhilePending ? pending : undefined)} {...props}>
      {spinner && pending ? <Spinner className="size-4" /> : icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
