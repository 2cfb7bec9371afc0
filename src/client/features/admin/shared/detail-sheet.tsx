import { useRef, useState, type ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/client/components/ui/sheet';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { fieldLabelClasses } from './styles';

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
            opener.current =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body
                ? document.activeElement
                : null;
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

interface SheetHeadingProps {
  /** The small line over the title ("Order", "Perfume #12"). */
  eyebrow: ReactNode;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  /** More under the description (badges, a note). */
  children?: ReactNode;
}

/** The head of a sheet's content: eyebrow, title and description (the dialog's name and description). */
export function SheetHeading({
  eyebrow,
  title,
  description,
  className,
  titleClassName,
  descriptionClassName,
  children,
}: SheetHeadingProps) {
  return (
    <header className={cn('grid gap-3', className)}>
      <p className={fieldLabelClasses}>{eyebrow}</p>
      <SheetTitle className={titleClassName}>{title}</SheetTitle>
      <SheetDescription className={descriptionClassName}>{description}</SheetDescription>
      {children}
    </header>
  );
}

interface SheetArticleProps extends Omit<SheetHeadingProps, 'className' | 'children'> {
  /** More in the heading, under the description. */
  extra?: ReactNode;
  /** The record's sections. */
  children: ReactNode;
}

/** One record in a sheet (an order, a mail): its heading, then its sections. */
export function SheetArticle({ extra, children, ...heading }: SheetArticleProps) {
  return (
    <article className="grid gap-8 p-6 sm:p-8">
      <SheetHeading className="pr-12" {...heading}>
        {extra}
      </SheetHeading>
      {children}
    </article>
  );
}

/** One fact in a sheet's `<dl>`: its name over its value; `wide` takes both columns. */
export function SheetField({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className={fieldLabelClasses}>{label}</dt>
      <dd className="mt-1.5">{children}</dd>
    </div>
  );
}

/** A moment in a sheet, as a `<time>`: "Jun 3, 2026, 12:04 PM". */
export function SheetTime({ at }: { at: string }) {
  const { dateTime } = useI18n();
  return <time dateTime={at}>{dateTime(at)}</time>;
}
