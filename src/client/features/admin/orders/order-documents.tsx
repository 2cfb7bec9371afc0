import { FileText } from 'lucide-react';
import { getInvoice, getPackingSlip } from '@/domain/api/invoices';
import { urlOf } from '@/domain/api/endpoint';
import { buttonClasses } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';

/**
 * An order's documents in the back office: its invoice once paid (the admin's session opens it), and
 * the packing slip to print (`packingSlip`: for a role that ships orders).
 */
export function OrderDocuments({
  orderId,
  invoiceNumber,
  packingSlip = true,
}: {
  orderId: number;
  invoiceNumber: string | null | undefined;
  packingSlip?: boolean;
}) {
  const { t } = useI18n();
  if (!invoiceNumber && !packingSlip) return <span className="text-sm text-ink-soft">{t('None yet')}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {invoiceNumber ? (
        <a
          href={urlOf(getInvoice, { params: { orderId } })}
          download={`invoice-${invoiceNumber}.pdf`}
          className={buttonClasses('subtle', 'sm')}
        >
          <FileText aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Invoice (PDF)')}
        </a>
      ) : null}
      {packingSlip ? (
        <a
          href={urlOf(getPackingSlip, { params: { id: orderId } })}
          download={`packing-slip-${orderId}.pdf`}
          className={buttonClasses('subtle', 'sm')}
        >
          <FileText aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Packing slip (PDF)')}
        </a>
      ) : null}
    </div>
  );
}
