import type { SettingsService } from '../settings/service';
import { needsShipping } from '../../domain/cart/lines';
import { isLocale } from '../../domain/i18n/locales';
import { AppError } from '../http/errors';
import { sharedLanguages } from '../i18n/languages';
import type { DocumentViewer, OrderDocuments } from '../orders/documents';
import { creditNoteModel } from './credit-note';
import { invoiceModel } from './invoice';
import { packingSlipModel } from './packing-slip';
import { renderPdf } from './pdf';

/** The order's translator: its documents are in the language it was placed in (`orders.locale`). */
const translatorOf = (order: { locale: string }) =>
  sharedLanguages().translator(isLocale(order.locale) ? order.locale : undefined);

/** A document ready to send: its number (the file's name) and its PDF. */
export interface RenderedDocument {
  number: string;
  pdf: Buffer;
}

/** What InvoiceService is built from (services.ts gives each by name). */
export interface InvoiceDeps {
  orders: Pick<OrderDocuments, 'forViewer' | 'forStaff'>;
  settings: Pick<SettingsService, 'settings'>;
}

/**
 * An order's documents (decision 059): its invoice once paid, a credit note per refund, the
 * packing slip. Each is drawn afresh from the order's stored snapshot and the house's details, so it
 * prints the same every time, in the order's language (`orders.locale`: the order's translator).
 */
export class InvoiceService {
  private readonly orders: Pick<OrderDocuments, 'forViewer' | 'forStaff'>;
  private readonly settings: Pick<SettingsService, 'settings'>;

  constructor({ orders, settings }: InvoiceDeps) {
    this.orders = orders;
    this.settings = settings;
  }

  /** The invoice: 404 `ORDER_NOT_FOUND` for a viewer who may not see the order, `INVOICE_NOT_FOUND` before payment. */
  async invoice(orderId: number, viewer: DocumentViewer): Promise<RenderedDocument> {
    const snapshot = await this.orders.forViewer(orderId, viewer);
    const number = snapshot.order.invoiceNumber;
    if (!number) throw AppError.notFound('INVOICE_NOT_FOUND');
    return {
      number,
      pdf: await renderPdf(invoiceModel(snapshot, await this.settings.settings(), translatorOf(snapshot.order))),
    };
  }

  /** One of the order's credit notes, by its number. */
  async creditNote(orderId: number, number: string, viewer: DocumentViewer): Promise<RenderedDocument> {
    const snapshot = await this.orders.forViewer(orderId, viewer);
    const refund = snapshot.refunds.find((r) => r.creditNoteNumber === number);
    if (!refund) throw AppError.notFound('CREDIT_NOTE_NOT_FOUND');
    return {
      number,
      pdf: await renderPdf(
        creditNoteModel(snapshot, refund, await this.settings.settings(), translatorOf(snapshot.order)),
      ),
    };
  }

  /** The packing slip, for the back office. */
  async packingSlip(orderId: number): Promise<RenderedDocument> {
    const snapshot = await this.orders.forStaff(orderId);
    if (!needsShipping(snapshot.lines)) throw AppError.conflict('NOTHING_TO_PACK');
    return {
      number: String(orderId),
      pdf: await renderPdf(packingSlipModel(snapshot, await this.settings.settings(), translatorOf(snapshot.order))),
    };
  }
}
