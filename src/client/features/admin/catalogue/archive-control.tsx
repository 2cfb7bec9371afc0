import { useState } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { capitalise } from '../shared/admin-format';
import { PendingButton } from '@/client/components/form/pending-button';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';

interface ArchiveControlProps {
  /** What the row is, in words ('perfume'), and where it is offered while on sale ('the shop'). */
  noun: string;
  place: string;
  /** What archiving it does, in the question asked first. */
  consequence: string;
  name: string;
  archived: boolean;
  setArchived: (archived: boolean) => Promise<unknown>;
  /** Where the focus goes once the row has left the list. */
  onGone: () => void;
}

/** Archive (after a question: the item leaves the shop) or Restore (at once: nothing is lost by it). */
export function ArchiveControl({ noun, place, consequence, name, archived, setArchived, onGone }: ArchiveControlProps) {
  const [pending, setPending] = useState(false);
  const Noun = capitalise(noun);
  const named = <span className="sr-only"> {name}</span>;

  /** Archives or restores; a refusal is thrown (archive: the question shows it) or told (restore: a toast). */
  const run = async (next: boolean) => {
    setPending(true);
    try {
      await setArchived(next);
      toast({
        variant: 'success',
        title: next ? `${Noun} archived` : `${Noun} restored`,
        description: next ? `${name} is in Archived, no longer in ${place}.` : `${name} is back in ${place}.`,
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
      const description = errorMessage(err, `The ${noun} could not be restored. Please try again.`);
      toast({ variant: 'destructive', title: `${Noun} not restored`, description });
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
        pendingLabel={<>Restoring…{named}</>}
        onClick={() => void restore()}
      >
        Restore{named}
      </PendingButton>
    );
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="px-3">
          <Archive aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Archive{named}
        </Button>
      }
      title={`Archive ${name}?`}
      description={consequence}
      cancelLabel="Keep it"
      confirmLabel={`Archive ${noun}`}
      pendingLabel="Archiving…"
      danger
      pending={pending}
      onConfirm={() => run(true)}
      failure={`The ${noun} could not be archived. Please try again.`}
    />
  );
}
