import type { ComponentProps, ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '@/client/lib/utils';
import { buttonClasses } from './button';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

interface AlertDialogContentProps extends Omit<ComponentProps<typeof AlertDialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}

/**
 * A question that must be answered before anything else (archive this? discard these changes?):
 * focus stays inside, Escape answers "cancel", and the focus goes back where it was.
 */
export function AlertDialogContent({ title, description, className, children, ...props }: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-[rgb(20_17_14/0.5)] backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-[60] grid max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'border border-line bg-background p-6 shadow-2xl outline-none sm:p-8',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <AlertDialogPrimitive.Title className="pr-2 font-serif text-2xl leading-tight font-medium">
          {title}
        </AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className="text-sm leading-relaxed text-ink-soft">
          {description}
        </AlertDialogPrimitive.Description>
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

/** The row of answers, the safe one first in reading order and last on a wide screen's right. */
export function AlertDialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

/** The answer that goes ahead; `danger` for one that cannot be undone. */
export function AlertDialogAction({
  className,
  danger = false,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { danger?: boolean }) {
  return (
    <AlertDialogPrimitive.Action
      className={buttonClasses(
        'primary',
        'sm',
        cn(danger && 'bg-danger text-background hover:bg-danger/85', className),
      )}
      {...props}
    />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={buttonClasses('outline', 'sm', className)} {...props} />;
}
