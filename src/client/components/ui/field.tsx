import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { Label } from './label';

/** The ids an input names in aria-describedby: its own, then the hint's, then the error's. */
export function fieldDescribedBy(id: string, hint: ReactNode, error: string | undefined, own?: string): string | undefined {
  return [own, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The input itself, which names the hint and error with fieldDescribedBy(). */
  children: ReactNode;
}

/** A field's frame: the label above the input, its help text and error underneath. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-[0.8125rem] text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
