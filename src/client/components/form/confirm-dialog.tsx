import { type ComponentProps, type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { FormError } from './form-error';
import { PendingButton } from './pending-button';

const DANGER = 'bg-danger text-background hover:bg-danger/85';

export interface ConfirmDialogProps {
  /** What opens it (rendered as the trigger's child); none for a dialog opened from elsewhere (`open`). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What the question asks besides yes or no (a message, "back in stock"), above its error. */
  children?: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  /** The answer cannot be undone: the confirming button in the danger colour. */
  danger?: boolean;
  /** The confirmed request is under way: the dialog stays open and its buttons wait. */
  pending: boolean;
  /** Nothing to confirm yet (the choice as it stands is refused): the answer that goes ahead is disabled. */
  confirmDisabled?: boolean;
  /** What goes ahead: resolves (the dialog closes) or throws (its words in the dialog). */
  onConfirm: () => Promise<unknown>;
  /** The error's words when the server gave none: a catalogue message (`msg('…')`), shown through `t`. */
  failure: string;
  /** Each opening: the dialog's own state back to its start (the mutation's `reset`, its fields). */
  onOpen?: () => void;
  /** Opened and closed from outside (else on its own, by its trigger). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  contentProps?: Omit<ComponentProps<typeof AlertDialogContent>, 'title' | 'description' | 'children'>;
}

/**
 * A question before something is done (resend this mail? delete this zone? refund?): Cancel, then
 * the answer that goes ahead with its pending words; it cannot be closed while the request runs, and
 * a refusal shows in it, in the server's words, until it is opened again.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  danger = false,
  pending,
  confirmDisabled = false,
  onConfirm,
  failure,
  onOpen,
  open: openProp,
  onOpenChange,
  contentProps,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  const [ownOpen, setOwnOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const open = openProp ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;

  const change = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    setError(null);
    if (next) onOpen?.();
  };
  const confirm = async () => {
    if (pending || confirmDisabled) return;
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(err ?? new Error(failure));
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={change}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent title={title} description={description} {...contentProps}>
        {children}
        <FormError error={error} fallback={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? t('Cancel')}</AlertDialogCancel>
          <PendingButton
            size="sm"
            pending={pending}
            pendingLabel={pendingLabel}
            disabled={confirmDisabled || undefined}
            onClick={() => void confirm()}
            className={cn(danger && DANGER)}
          >
            {confirmLabel}
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
