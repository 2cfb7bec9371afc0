import type { MouseEvent } from 'react';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/client/components/ui/toast';
import { type ToastInput, useToast, useToastPlacement } from '@/client/lib/toast';

/** How long a toast stays. */
const TOAST_DURATION_MS = 5000;

/** A toast at the top comes under the back office's bar (lib/toast.ts says when: away from the control just used). */
const AT_THE_TOP = 'top-14 bottom-auto flex-col';

export default function ToastList() {
  const { toasts, dismiss } = useToast();
  const placement = useToastPlacement();
  const edge = toasts[0]?.edge ?? 'bottom';
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <div className="grid gap-0.5">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
            {t.link ? <ToastLink link={t.link} onFollow={() => dismiss(t.id)} /> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport data-placement={placement} data-edge={edge} className={edge === 'top' ? AT_THE_TOP : undefined} />
    </ToastProvider>
  );
}

/** A plain click moves inside the app (no reload) and closes the toast; a modified click is the browser's. */
function ToastLink({ link, onFollow }: { link: NonNullable<ToastInput['link']>; onFollow: () => void }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow();
    link.navigate(link.href);
  };
  return (
    <a
      href={link.href}
      onClick={onClick}
      className="mt-2 justify-self-start text-sm font-medium text-ink underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
    >
      {link.label}
    </a>
  );
}
