import { useRef, useState, type ReactNode } from 'react';
import { Sheet, SheetContent } from '@/client/components/ui/sheet';
import { cn } from '@/client/lib/utils';

interface DetailSheetProps<T> {
  /** What the sheet shows (a mail's id, an order's id, `'new'`); null when closed. */
  subject: T | null;
  onClose: () => void;
  closeLabel: string;
  className?: string;
  /** The sheet's content for the subject shown (it has to render a SheetTitle). */
  children: (subject: T) => ReactNode;
}

/**
 * The back office's side sheet for one thing opened from a list (a mail, an order, a perfume).
 * The last subject stays in the panel while it slides out, and closing gives the focus back to
 * whatever opened it.
 */
export function DetailSheet<T>({ subject, onClose, closeLabel, className, children }: DetailSheetProps<T>) {
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Sheet open={subject !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {shown === null ? null : (
        <SheetContent
          closeLabel={closeLabel}
          className={cn('w-[min(46rem,100vw)] overflow-y-auto p-0 sm:p-0', className)}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // The opener may be gone (a row that moved) or never was (a page reached by a link).
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          {children(shown)}
        </SheetContent>
      )}
    </Sheet>
  );
}
