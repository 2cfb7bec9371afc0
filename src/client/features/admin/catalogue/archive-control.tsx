import { useState } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogFooter, AlertDialogTrigger } from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';

interface ArchiveControlProps {
  kind: 'perfume' | 'ingredient';
  name: string;
  archived: boolean;
  setArchived: (archived: boolean) => Promise<unknown>;
  /** Where the focus goes once the row has left the list. */
  onGone: () => void;
}

const consequences = {
  perfume: (name: string) =>
    `${name} leaves the shop at once: its page answers “not found” and it can no longer be added to a cart. Past orders keep it as they were. You can restore it from Archived.`,
  ingredient: (name: string) =>
    `The recipe builder stops offering ${name}. Past orders and saved creations keep it. You can restore it from Archived.`,
};

/** Archive (after a question: the item leaves the shop) or Restore (at once: nothing is lost by it). */
export function ArchiveControl({ kind, name, archived, setArchived, onGone }: ArchiveControlProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const Kind = kind === 'perfume' ? 'Perfume' : 'Ingredient';

  const run = async (next: boolean) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await setArchived(next);
      setOpen(false);
      toast({
        variant: 'success',
        title: next ? `${Kind} archived` : `${Kind} restored`,
        description: next ? `${name} is in Archived, no longer ${kind === 'perfume' ? 'in the shop' : 'in the builder'}.` : `${name} is back ${kind === 'perfume' ? 'in the shop' : 'in the builder'}.`,
      });
      onGone();
    } catch (err) {
      const message = errorMessage(err, `The ${kind} could not be ${next ? 'archived' : 'restored'}. Please try again.`);
      if (next) setFailure(message);
      else toast({ variant: 'destructive', title: `${Kind} not restored`, description: message });
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
      <AlertDialogContent title={`Archive ${name}?`} description={consequences[kind](name)}>
        {failure ? (
          <p role="alert" className="border border-danger/40 px-4 py-3 text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
          <Button size="sm" aria-busy={pending} onClick={() => void run(true)} className="bg-danger text-background hover:bg-danger/85">
            {pending ? 'Archiving…' : `Archive ${kind}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
