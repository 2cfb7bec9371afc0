import { FileText } from 'lucide-react';
import { getCreditNote } from '@/domain/api/invoices';
import { urlOf } from '@/domain/api/endpoint';
import type { OrderPage } from '@/domain/orders/schemas';
import { Rich, useI18n } from '@/client/lib/i18n';
import { usePrice } from '@/client/lib/format';

/** The order's refunds as their credit notes (PDF), once there is one; the key opens them for a guest. */
export function CreditNotes({
  order,
  accessKey,
  className,
}: {
  order: Pick<OrderPage, 'id' | 'creditNotes' | 'currency'>;
  accessKey: string | undefined;
  className?: string;
}) {
  const { t, date } = useI18n();
  // A refund is in the order's currency (decision 070).
  const price = usePrice(order.currency);
  if (order.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="order-credit-notes-heading" className={className}>
      <h2 id="order-credit-notes-heading" className="font-serif text-2xl">
        {t('Refunds')}
      </h2>
      <ul className="mt-4 grid gap-3 text-[0.9375rem]">
        {order.creditNotes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="lining-nums tabular-nums">{price(note.amount)}</span>
            <span className="text-ink-soft">
              <Rich
                message="refunded on <time>{date}</time>"
                values={{ date: date(note.createdAt) }}
                tags={{ time: (words) => <time dateTime={note.createdAt}>{words}</time> }}
              />
            </span>
            <a
              href={urlOf(getCreditNote, {
                params: { orderId: order.id, number: note.number },
                query: { key: accessKey },
              })}
              download={`credit-note-${note.number}.pdf`}
              className="inline-flex items-center gap-1.5 underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
            >
              <FileText aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              {t('Credit note {number}', { number: note.number })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
