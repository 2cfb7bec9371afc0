import type { FormEventHandler, ReactNode } from 'react';
import type { Blocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';
import { SheetHeading } from './detail-sheet';

interface EditorShellProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** A name for the form ("Edit Oud Fumé"), so it is a landmark and tests can find it. */
  formLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  /** The server's refusal that names no field. */
  formError: string | null;
  /** The unsaved-changes guard's blocker: while it is "blocked" the form asks what to do. */
  blocker: Blocker;
  children: ReactNode;
}

/** A catalogue form in the side sheet: heading, fields, a bar with Save and Cancel that stays in view, and the unsaved-changes question. */
export function EditorShell({
  eyebrow,
  title,
  description,
  formLabel,
  onSubmit,
  onCancel,
  submitting,
  submitLabel,
  formError,
  blocker,
  children,
}: EditorShellProps) {
  const { t } = useI18n();
  return (
    <form noValidate aria-label={formLabel} onSubmit={onSubmit} className="flex min-h-full flex-col">
      <SheetHeading
        eyebrow={eyebrow}
        title={title}
        description={description}
        className="p-6 pr-16 sm:p-8 sm:pr-16"
        titleClassName="text-3xl leading-tight break-words"
      />
      <div className="grid flex-1 content-start gap-6 px-6 pb-8 sm:px-8">{children}</div>
      <div className="sticky bottom-0 z-10 grid gap-3 border-t border-line bg-background px-6 py-4 sm:px-8">
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <PendingButton
            type="submit"
            pending={submitting}
            pendingLabel={t('Saving…')}
            spinner
            aria-disabled={submitting || undefined}
            className="min-w-36"
          >
            {submitLabel}
          </PendingButton>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </div>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}

/** "Discard your changes?" while a navigation waits on the guard. */
function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useI18n();
  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open || blocker.state !== 'blocked' ? undefined : blocker.reset())}
    >
      <AlertDialogContent
        title={t('Discard your changes?')}
        description={t('This form has changes that are not saved yet. They are lost if you leave now.')}
      >
        <AlertDialogFooter>
          <AlertDialogCancel>{t('Keep editing')}</AlertDialogCancel>
          <AlertDialogAction
            danger
            onClick={(event) => {
              // The dialog closes as the navigation goes ahead (the blocker leaves "blocked"), not by resetting it.
              event.preventDefault();
              blocker.proceed?.();
            }}
          >
            {t('Discard changes')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
