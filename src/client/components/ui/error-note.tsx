import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

/** What went wrong, read out at once (`role="alert"`), in the danger colour: a form's or a dialog's error. */
export function ErrorNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('border border-danger/40 px-4 py-3 text-sm text-danger', className)}>
      {children}
    </p>
  );
}
