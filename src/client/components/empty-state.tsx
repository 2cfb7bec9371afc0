import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

interface EmptyStateProps {
  title: string;
  /** The title as an `<h2>` when it heads the page's content; a paragraph otherwise. */
  heading?: boolean;
  icon?: LucideIcon;
  /** One short sentence under the title. */
  children?: ReactNode;
  /** What to do next, usually a Link styled as a button (with its own top margin). */
  action?: ReactNode;
  /** `lg` when it is all a page section shows (a larger title, more room). */
  size?: 'md' | 'lg';
  className?: string;
}

/** "Nothing here yet": a dashed box with an optional icon, a title, a sentence and the next step. */
export function EmptyState({
  title,
  heading = false,
  icon: Icon,
  children,
  action,
  size = 'md',
  className,
}: EmptyStateProps) {
  const Title = heading ? 'h2' : 'p';
  const lg = size === 'lg';
  return (
    <div
      className={cn(
        'flex flex-col items-center border border-dashed border-line px-6 text-center',
        lg ? 'py-16' : 'py-14',
        className,
      )}
    >
      {Icon ? (
        <span className="flex size-14 items-center justify-center rounded-full border border-line text-accent">
          <Icon aria-hidden="true" strokeWidth={1.25} className="size-6" />
        </span>
      ) : null}
      <Title className={cn('font-serif', lg ? 'text-3xl' : 'text-2xl', Icon && 'mt-6')}>{title}</Title>
      {children ? <p className={cn('max-w-sm text-sm text-ink-soft', lg ? 'mt-3' : 'mt-2')}>{children}</p> : null}
      {action}
    </div>
  );
}
