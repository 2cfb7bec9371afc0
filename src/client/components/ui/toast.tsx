import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import type { ToastVariant } from '@/client/lib/toast';
import { useI18n } from '@/client/lib/i18n';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      // Lifted above a bar fixed to the bottom of a phone's screen (styles.css).
      data-toast-viewport=""
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-3 p-4 outline-none sm:p-6 md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-success/50 bg-surface text-ink before:bg-success',
  destructive: 'border-danger/60 bg-surface text-ink before:bg-danger',
};

interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-4 overflow-hidden border py-4 pr-12 pl-5 shadow-[0_18px_40px_-22px_rgb(28_25_23/0.45)]',
        'before:absolute before:inset-y-0 before:left-0 before:w-[3px]',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold tracking-wide', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('mt-1 text-sm text-ink-soft', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useI18n();
  return (
    <ToastPrimitive.Close
      aria-label={t('Close notification')}
      className={cn(
        'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
