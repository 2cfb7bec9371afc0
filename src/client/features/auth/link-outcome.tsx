import { useEffect, useRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { CircleCheck, Link2Off } from 'lucide-react';
import { PendingButton } from '@/client/components/form/pending-button';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { Spinner } from '@/client/components/ui/spinner';
import { useI18n } from '@/client/lib/i18n';

/*
 * The pages a mailed link opens (a password reset, a confirmed address, a staff invitation) check
 * the link first and say how it went in the same few shapes: checking, could not check, done, or a
 * link that will not do with the one thing that helps.
 */

interface LinkOutcomeProps {
  /** `done`: what the link was for is done; `refused`: the link itself will not do. */
  tone: 'done' | 'refused';
  title: string;
  /** One or two sentences under the title (phrasing content: they sit in a paragraph). */
  children: ReactNode;
  /** What to do next: a button or a link, full width. */
  action?: ReactNode;
  /**
   * The heading takes the focus: the outcome replaced what the focus was in (a submitted form), or
   * came on its own after a wait. Not for an outcome shown as the page opens.
   */
  takeFocus?: boolean;
}

/** How a link turned out: an icon, a heading, its sentence, and what to do next. */
export function LinkOutcome({ tone, title, children, action, takeFocus = false }: LinkOutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, tone, title]);
  const Icon = tone === 'done' ? CircleCheck : Link2Off;
  return (
    <div className="flex flex-col items-center text-center">
      <Icon
        aria-hidden="true"
        strokeWidth={1.25}
        className={tone === 'done' ? 'size-10 text-success' : 'size-10 text-accent'}
      />
      <h2 ref={heading} tabIndex={-1} className="mt-5 font-serif text-3xl outline-none">
        {title}
      </h2>
      <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-soft">{children}</p>
      {action}
    </div>
  );
}

/** A link that will not do (unknown, used, expired), its reason, and the one thing that helps. */
export function LinkUnusable(props: Omit<LinkOutcomeProps, 'tone' | 'title'>) {
  const { t } = useI18n();
  return <LinkOutcome tone="refused" title={t('This link cannot be used')} {...props} />;
}

/** An outcome's action when it leads elsewhere (sign in, a new link, the shop): a link as a full-width button. */
export function OutcomeLink({ outline = false, ...props }: Omit<LinkProps, 'className'> & { outline?: boolean }) {
  return <Link {...props} className={buttonStyle(outline ? 'outline' : 'primary', 'lg', 'mt-8 w-full')} />;
}

/**
 * While the link is asked about: said quietly, and only once the wait is noticeable (it fades in
 * after a moment, so a quick answer shows no flash of a spinner).
 */
export function LinkChecking({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-3 py-6 text-[0.9375rem] text-ink-soft motion-safe:animate-[fade-in_300ms_ease-out_250ms_both]"
    >
      <Spinner className="size-4" />
      {children}
    </p>
  );
}

/** The link could not be checked (the network, the server, too many attempts): its words, and another try. */
export function LinkCheckFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useI18n();
  return (
    <div role="alert" className="flex flex-col items-center text-center">
      <p className="text-[0.9375rem] leading-relaxed text-ink-soft">{message}</p>
      <PendingButton
        variant="outline"
        className="mt-6"
        pending={retrying}
        pendingLabel={t('Try Again')}
        disableWhilePending
        spinner
        onClick={onRetry}
      >
        {t('Try Again')}
      </PendingButton>
    </div>
  );
}
