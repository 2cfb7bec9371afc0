import type { ComponentProps, HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/client/lib/utils';

/*
 * The table parts carry explicit ARIA roles so a table keeps its semantics for screen readers
 * even when narrow screens restyle its rows as stacked blocks (a changed CSS `display` can
 * otherwise drop the implicit table roles).
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table role="table" className={cn('w-full border-collapse text-left text-sm', className)} {...props} />;
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead role="rowgroup" className={className} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody role="rowgroup" className={className} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className={cn('border-b border-line', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      role={scope === 'row' ? 'rowheader' : 'columnheader'}
      scope={scope}
      className={cn('px-4 py-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td role="cell" className={cn('px-4 py-4 align-top', className)} {...props} />;
}
