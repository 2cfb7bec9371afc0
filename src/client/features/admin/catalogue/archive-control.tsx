import { useState } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { capitalise } from '../shared/admin-format';
import { PendingButton } from '@/client/components/form/pending-button';
import { FormError } from '@/client/components/form/form-error';

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
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const Noun = capitalise(noun);

  const run = async (next: boolean) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await setArchived(next);
      setOpen(false);
      toast({
        variant: 'success',
        title: next ? `${Noun} archived` : `${Noun} restored`,
        description: next ? `${name} is in Archived, no longer in ${place}.` : `${name} is back in ${place}.`,
      });
      onGone();
    } catch (err) {
      const message = errorMessage(
        err,
        `The ${noun} could not be ${next ? 'archived' : 'restored'}. Please try again.`,
      );
      if (next) setFailure(message);
      else toast({ variant: 'destructive', title: `${Noun} not restored`, description: message });
    } finally {
      setPending(false);
    }
  };

  if (archived) {
    return (
      <Button variant="ghost" size="sm" aria-busy={pending} onClick={() => void run(false)} className="px-3">
        <ArchiveRestore aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
        {pending ? 'Restoring…' : 'Restore'}
        <span className="sr-only"> {name}</span>
      </Button>
    );
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="px-3">
          <Archive aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Archive<span className="sr-only"> {name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={`Archive ${name}?`} description={consequence}>
        <FormError message={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
          <PendingButton
            size="sm"
            onClick={() => void run(true)}
            className="bg-danger text-background hover:bg-danger/85"
            pending={pending}
            pendingLabel="Archiving…"
          >{`Archive ${noun}`}</PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
