import { Download } from 'lucide-react';
import { getInvoice } from '@/domain/api/invoices';
import { urlOf } from '@/domain/api/endpoint';
import { buttonClasses } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';

/**
 * The invoice's download (GET /api/orders/{id}/invoice), once the order is paid and has its number.
 * The key opens it for a guest; a signed-in owner needs none.
 */
export function InvoiceLink({
  orderId,
  accessKey,
  invoiceNumber,
}: {
  orderId: number;
  accessKey?: string | null;
  invoiceNumber: string | null | undefined;
}) {
  const { t } = useI18n();
  if (!invoiceNumber) return null;
  const href = urlOf(getInvoice, { params: { orderId }, query: { key: accessKey ?? undefined } });
  return (
    <a href={href} download={`invoice-${invoiceNumber}.pdf`} className={buttonClasses('outline', 'sm')}>
      <Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      {t('Download invoice')}
    </a>
  );
}
