import { useState } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';
import type { KindWords } from './catalogue-kind';
import { PendingButton } from '@/client/components/form/pending-button';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';

interface ArchiveControlProps {
  /** Its kind's words: the toasts, the question's button, the failures. */
  words: KindWords;
  /** What archiving it does, in the question asked first. */
  consequence: string;
  name: string;
  archived: boolean;
  setArchived: (archived: boolean) => Promise<unknown>;
  /** Where the focus goes once the row has left the list. */
  onGone: () => void;
}

/** Archive (after a question: the item leaves the shop) or Restore (at once: nothing is lost by it). */
export function ArchiveControl({ words, consequence, name, archived, setArchived, onGone }: ArchiveControlProps) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);
  /** A button's word, the row's name after it for screen readers ("Archive<hidden> Cuir Blanc</hidden>"). */
  const named = (message: string) => (
    <Rich message={message} values={{ name }} tags={{ hidden: (text) => <span className="sr-only">{text}</span> }} />
  );

  /** Archives or restores; a refusal is thrown (archive: the question shows it) or told (restore: a toast). */
  const run = async (next: boolean) => {
    setPending(true);
    try {
      await setArchived(next);
      toast({
        variant: 'success',
        title: t(next ? words.archived : words.restored),
        description: t(next ? words.archivedToast : words.restoredToast, { name }),
      });
      onGone();
    } finally {
      setPending(false);
    }
  };
  const restore = async () => {
    if (pending) return;
    try {
      await run(false);
    } catch (err) {
      const description = errorMessage(err, t(words.restoreFailed));
      toast({ variant: 'destructive', title: t(words.notRestored), description });
    }
  };

  if (archived) {
    return (
      <PendingButton
        variant="ghost"
        size="sm"
        className="px-3"
        icon={<ArchiveRestore aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
        pending={pending}
        pendingLabel={named(msg('Restoring…<hidden> {name}</hidden>'))}
        onClick={() => void restore()}
      >
        {named(msg('Restore<hidden> {name}</hidden>'))}
      </PendingButton>
    );
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="px-3">
          <Archive aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {named(msg('Archive<hidden> {name}</hidden>'))}
        </Button>
      }
      title={t('Archive {name}?', { name })}
      description={consequence}
      cancelLabel={t('Keep it')}
      confirmLabel={t(words.archive)}
      pendingLabel={t('Archiving…')}
      danger
      pending={pending}
      onConfirm={() => run(true)}
      failure={t(words.archiveFailed)}
    />
  );
}
