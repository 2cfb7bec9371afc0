import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../domain/settings/schemas';
import { orderTax, vatInside } from '../../domain/tax/vat';
import type { OrderLineRow, OrderRefundRow, OrderRow, OrderSnapshot } from '../orders/documents';
import { creditNoteModel } from './credit-note';
import { invoiceModel } from './invoice';
import { packingSlipModel } from './packing-slip';
import { renderPdf } from './pdf';
import { sharedLanguages } from '../i18n/languages';

/** The documents' English (an order placed in English). */
const en = sharedLanguages().translator('en');
const fr = sharedLanguages().translator('fr');

const settings: ShopSettings = {
  legalName: 'Maison Lumière SAS',
  address: '8 Place Vendôme\n75001 Paris',
  vatNumber: '',
  homeCountry: 'FR',
  legalMentions: 'RCS Paris 123 456 789',
  giftWrapPrice: 5,
};

const paidAt = new Date('2026-03-14T10:00:00Z');

/** An order to Germany (19 %): two bottles, a gift card (0 %), a discount, shipping, priced by the one rule. */
function snapshot(): OrderSnapshot {
  const linesIn = [
    { id: 11, name: 'Tubéreuse Velours', unit: 21_000, quantity: 2, rateBp: 1900 },
    { id: 12, name: 'Gift card', unit: 5_000, quantity: 1, rateBp: 0 },
  ];
  const discount = 1_500;
  const shipping = 1_200;
  const tax = orderTax(
    linesIn.map((l) => ({ gross: l.unit * l.quantity, rateBp: l.rateBp })),
    discount,
    shipping,
    1900,
  );
  const subtotal = linesIn.reduce((s, l) => s + l.unit * l.quantity, 0);
  const order = {
    id: 7,
    invoiceNumber: '2026-000042',
    paidAt,
    createdAt: paidAt,
    currency: 'EUR',
    isTestPayment: false,
    shippingDetails: {
      fullName: 'Jürgen Müller',
      email: 'jm@example.de',
      address: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
      country: 'DE',
    },
    shippingMethodName: 'Express',
    subtotalCents: subtotal,
    discountCents: discount,
    discountTaxCents: tax.discount!.tax,
    shippingCents: shipping,
    shippingTaxCents: tax.shipping.tax,
    taxRateBp: 1900,
    taxCents: tax.tax,
    totalCents: subtotal - discount + shipping,
  } as unknown as OrderRow;
  const lines = linesIn.map(
    (l, i) =>
      ({
        id: l.id,
        orderId: 7,
        name: l.name,
        quantity: l.quantity,
        unitPriceCents: l.unit,
        size: 'bottle',
        isCustom: false,
        netCents: tax.lines[i]!.net,
        taxCents: tax.lines[i]!.tax,
        taxRateBp: l.rateBp,
        refundedQuantity: 0,
      }) as unknown as OrderLineRow,
  );
  return { order, lines, refunds: [] };
}

const cell = (rows: string[][], first: string) => rows.find((r) => r[0] === first);

describe('the invoice model', () => {
  it('shows each line, the discount and the shipping, and sums per rate to the total paid', () => {
    const s = snapshot();
    const model = invoiceModel(s, settings, en);
    expect(model.title).toBe('Invoice');
    expect(model.meta).toContainEqual(['Invoice number', '2026-000042']);
    expect(model.meta).toContainEqual(['Issue date', 'March 14, 2026']);
    expect(model.meta).toContainEqual(['Payment', 'Card']);
    expect(model.parties[0]!.lines).toEqual(['Maison Lumière SAS', '8 Place Vendôme', '75001 Paris']);
    expect(model.parties[1]!.lines).toEqual([
      'Jürgen Müller',
      'Unter den Linden 1',
      '10117 Berlin',
      'Germany',
      'jm@example.de',
    ]);

    const bottle = vatInside(42_000, 1900);
    expect(cell(model.lines.rows, 'Tubéreuse Velours')).toEqual([
      'Tubéreuse Velours',
      '2',
      '€210.00',
      `€${(bottle.net / 100).toFixed(2)}`,
      '19 %',
      `€${(bottle.tax / 100).toFixed(2)}`,
      '€420.00',
    ]);
    expect(cell(model.lines.rows, 'Gift card')).toEqual([
      'Gift card',
      '1',
      '€50.00',
      '€50.00',
      '0 %',
      '€0.00',
      '€50.00',
    ]);
    const discount = vatInside(-1_500, 1900);
    expect(cell(model.lines.rows, 'Discount')).toEqual([
      'Discount',
      '',
      '',
      `-€${(-discount.net / 100).toFixed(2)}`,
      '19 %',
      `-€${(-discount.tax / 100).toFixed(2)}`,
      '-€15.00',
    ]);
    expect(cell(model.lines.rows, 'Shipping: Express')?.[6]).toBe('€12.00');

    // Two rates, highest first; the 19 % row holds the bottles, the discount and the shipping.
    const at19 = vatInside(42_000, 1900).tax + discount.tax + vatInside(1_200, 1900).tax;
    expect(model.rates!.rows.map((r) => r[0])).toEqual(['19 %', '0 %']);
    expect(model.rates!.rows[0]![2]).toBe(`€${(at19 / 100).toFixed(2)}`);
    expect(model.rates!.rows[0]![3]).toBe('€417.00');
    expect(model.rates!.rows[1]).toEqual(['0 %', '€50.00', '€0.00', '€50.00']);
    expect(model.summary).toEqual([
      ['Total net', `€${((46_700 - at19) / 100).toFixed(2)}`],
      ['Total VAT', `€${(at19 / 100).toFixed(2)}`],
      ['Total', '€467.00'],
    ]);
    expect(s.order.taxCents).toBe(at19);
    expect(model.foot).toEqual(['RCS Paris 123 456 789']);
    expect(JSON.stringify(model)).not.toContain('VAT number');
  });

  it('names the VAT number when the house has one, and "Card (test)" for a test payment', () => {
    const s = snapshot();
    s.order.isTestPayment = true;
    const model = invoiceModel(s, { ...settings, vatNumber: 'FR12345678901' }, en);
    expect(model.parties[0]!.lines).toContain('VAT number: FR12345678901');
    expect(model.meta).toContainEqual(['Payment', 'Card (test)']);
  });

  it('prints an order placed before VAT with its gross amounts only, "VAT included"', () => {
    const s = snapshot();
    s.order.taxRateBp = null;
    s.order.taxCents = null;
    s.order.shippingTaxCents = null;
    s.order.discountTaxCents = null;
    for (const l of s.lines) Object.assign(l, { netCents: null, taxCents: null, taxRateBp: null });
    const model = invoiceModel(s, settings, en);
    expect(model.rates).toBeUndefined();
    expect(model.lines.columns.map((c) => c.label)).toEqual(['Description', 'Qty', 'Unit price', 'Amount']);
    expect(model.lines.rows).toContainEqual(['Discount', '', '', '-€15.00']);
    expect(model.summary).toEqual([['Total', '€467.00']]);
    expect(model.notes).toEqual(['VAT included']);
  });
});

describe('the credit note model', () => {
  it('gives back the lines and the shipping as negative amounts, with their VAT as refunded', () => {
    const s = snapshot();
    const one = vatInside(21_000, 1900);
    const ship = vatInside(1_200, 1900);
    const refund = {
      id: 1,
      orderId: 7,
      creditNoteNumber: 'CN-2026-000003',
      createdAt: new Date('2026-04-02T09:00:00Z'),
      lines: [
        {
          lineId: 11,
          name: 'Tubéreuse Velours',
          quantity: 1,
          grossCents: 21_000,
          netCents: one.net,
          taxCents: one.tax,
          rateBp: 1900,
        },
      ],
      shippingCents: 1_200,
      shippingTaxCents: ship.tax,
      amountCents: 22_200,
      taxCents: one.tax + ship.tax,
    } as unknown as OrderRefundRow;
    const model = creditNoteModel(s, refund, settings, en);
    expect(model.title).toBe('Credit note');
    expect(model.meta).toContainEqual(['Credit note number', 'CN-2026-000003']);
    expect(model.meta).toContainEqual(['Refers to invoice', '2026-000042']);
    expect(model.meta).toContainEqual(['Date', 'April 2, 2026']);
    expect(cell(model.lines.rows, 'Tubéreuse Velours')).toEqual([
      'Tubéreuse Velours',
      '1',
      '-€210.00',
      `-€${(one.net / 100).toFixed(2)}`,
      '19 %',
      `-€${(one.tax / 100).toFixed(2)}`,
      '-€210.00',
    ]);
    expect(cell(model.lines.rows, 'Shipping: Express')?.[6]).toBe('-€12.00');
    expect(model.rates!.rows).toEqual([
      [
        '19 %',
        `-€${((one.net + ship.net) / 100).toFixed(2)}`,
        `-€${((one.tax + ship.tax) / 100).toFixed(2)}`,
        '-€222.00',
      ],
    ]);
    expect(model.summary.at(-1)).toEqual(['Total', '-€222.00']);
  });
});

describe('the last refund of an order with a discount', () => {
  it('prints the discount taken off as a positive row without quantity or unit price', () => {
    const s = snapshot();
    const gift = {
      lineId: 12,
      name: 'Gift card',
      quantity: 1,
      grossCents: 5_000,
      netCents: 5_000,
      taxCents: 0,
      rateBp: 0,
    };
    const discount = vatInside(-1_500, 1900);
    const refund = {
      id: 2,
      orderId: 7,
      creditNoteNumber: 'CN-2026-000004',
      createdAt: new Date('2026-04-03T09:00:00Z'),
      lines: [
        gift,
        {
          lineId: null,
          name: 'Discount',
          quantity: 1,
          grossCents: discount.gross,
          netCents: discount.net,
          taxCents: discount.tax,
          rateBp: 1900,
        },
      ],
      shippingCents: 0,
      shippingTaxCents: 0,
      amountCents: 3_500,
      taxCents: discount.tax,
    } as unknown as OrderRefundRow;
    const model = creditNoteModel(s, refund, settings, en);
    expect(cell(model.lines.rows, 'Gift card')).toEqual([
      'Gift card',
      '1',
      '-€50.00',
      '-€50.00',
      '0 %',
      '€0.00',
      '-€50.00',
    ]);
    expect(cell(model.lines.rows, 'Discount')).toEqual([
      'Discount',
      '',
      '',
      `€${(-discount.net / 100).toFixed(2)}`,
      '19 %',
      `€${(-discount.tax / 100).toFixed(2)}`,
      '€15.00',
    ]);
    expect(model.lines.rows.map((r) => r[0])).not.toContain('Shipping: Express');
    expect(model.rates!.rows.map((r) => r[0])).toEqual(['19 %', '0 %']);
    expect(model.summary).toEqual([
      ['Total net', `-€${((3_500 - discount.tax) / 100).toFixed(2)}`],
      ['Total VAT', `€${(-discount.tax / 100).toFixed(2)}`],
      ['Total', '-€35.00'],
    ]);
  });
});

describe('the credit note of a bottle bought with a discount', () => {
  it('prints the bottle at its unit price, less its share of the discount, and the VAT of what goes back', () => {
    const s = snapshot();
    // One of two bottles at 210 bought with a 50 % code: 105 back, and the VAT inside 105.
    const back = vatInside(10_500, 1900);
    const refund = {
      id: 3,
      orderId: 7,
      creditNoteNumber: 'CN-2026-000005',
      createdAt: new Date('2026-04-04T09:00:00Z'),
      lines: [
        {
          lineId: 11,
          name: 'Tubéreuse Velours',
          quantity: 1,
          grossCents: 10_500,
          netCents: back.net,
          taxCents: back.tax,
          rateBp: 1900,
          reductionCents: 10_500,
        },
      ],
      shippingCents: 0,
      shippingTaxCents: 0,
      amountCents: 10_500,
      taxCents: back.tax,
    } as unknown as OrderRefundRow;
    const model = creditNoteModel(s, refund, settings, en);
    expect(cell(model.lines.rows, 'Tubéreuse Velours (less €105.00 of the discount)')).toEqual([
      'Tubéreuse Velours (less €105.00 of the discount)',
      '1',
      '-€210.00',
      `-€${(back.net / 100).toFixed(2)}`,
      '19 %',
      `-€${(back.tax / 100).toFixed(2)}`,
      '-€105.00',
    ]);
    expect(model.summary).toEqual([
      ['Total net', `-€${(back.net / 100).toFixed(2)}`],
      ['Total VAT', `-€${(back.tax / 100).toFixed(2)}`],
      ['Total', '-€105.00'],
    ]);
  });
});

describe('the packing slip model', () => {
  it('holds no amount at all', () => {
    const model = packingSlipModel(snapshot(), settings, en);
    const printed = [model.meta, model.parties, model.lines.rows, model.summary, model.notes];
    expect(JSON.stringify(printed)).not.toMatch(/€|\d\.\d\d/);
    expect(model.lines.rows).toEqual([
      ['Tubéreuse Velours', 'Bottle', '2'],
      ['Gift card', 'Bottle', '1'],
    ]);
    expect(model.parties[0]!.heading).toBe('Ship to');
  });

  it('names each bottle with its size, as the invoice and the credit note do', () => {
    const s = snapshot();
    s.lines = s.lines.map((l, i) =>
      i === 0 ? ({ ...l, volume: 50 } as OrderLineRow) : ({ ...l, size: 'sample', volume: 50 } as OrderLineRow),
    );
    const slip = packingSlipModel(s, settings, en).lines.rows.map((r) => r[0]);
    expect(slip).toEqual(['Tubéreuse Velours — 50 ml', 'Gift card — 2 ml sample']);
    const invoice = invoiceModel(s, settings, en).lines.rows.map((r) => r[0]);
    expect(invoice).toEqual(expect.arrayContaining(slip));
  });
});

describe('the PDF', () => {
  it('runs a long order over several pages, repeating the table header, the legal mentions at the end', async () => {
    const s = snapshot();
    s.lines = Array.from({ length: 70 }, (_, i) => ({ ...s.lines[0]!, id: 100 + i, name: `Flacon n° ${i + 1}` }));
    const pdf = await renderPdf(invoiceModel(s, settings, en));
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBeGreaterThan(1);
    const { text } = await extractText(doc, { mergePages: false });
    const all = text.join('\n');
    for (let i = 1; i <= 70; i++) expect(all).toMatch(new RegExp(`Flacon n° ${i} `));
    expect(text[1]).toContain('DESCRIPTION QTY UNIT PRICE');
    expect(text.at(-1)).toContain('RCS Paris 123 456 789');
  });
});

describe("a French order's documents", () => {
  /** A French amount: `1 250,00 €`, a narrow no-break space between thousands, a no-break space before the euro. */
  const euros = (cents: number) => fr.money(cents, 'EUR');

  it('are in French: "Facture", its words, its amounts and dates as French writes them', () => {
    const s = snapshot();
    const model = invoiceModel(s, settings, fr);
    expect(model.title).toBe('Facture');
    expect(model.meta).toEqual([
      ['N° de facture', '2026-000042'],
      ['Date de facture', '14 mars 2026'],
      ['Commande', 'n° 7'],
      ['Paiement', 'Carte bancaire'],
    ]);
    expect(model.parties.map((p) => p.heading)).toEqual(['Expéditeur', 'Facturé à']);
    // The buyer's country named in French.
    expect(model.parties[1]!.lines).toEqual([
      'Jürgen Müller',
      'Unter den Linden 1',
      '10117 Berlin',
      'Allemagne',
      'jm@example.de',
    ]);
    expect(model.lines.columns.map((c) => c.label)).toEqual([
      'Description',
      'Qté',
      'Prix unitaire',
      'Montant HT',
      'Taux de TVA',
      'TVA',
      'Montant TTC',
    ]);
    const bottle = vatInside(42_000, 1900);
    expect(cell(model.lines.rows, 'Tubéreuse Velours')).toEqual([
      'Tubéreuse Velours',
      '2',
      '210,00\u00a0€',
      euros(bottle.net),
      '19\u00a0%',
      euros(bottle.tax),
      '420,00\u00a0€',
    ]);
    expect(cell(model.lines.rows, 'Remise')?.[6]).toBe('-15,00\u00a0€');
    expect(cell(model.lines.rows, 'Livraison : Express')?.[6]).toBe('12,00\u00a0€');
    expect(model.rates!.heading).toBe('Totaux par taux de TVA');
    expect(model.summary.map(([label]) => label)).toEqual(['Total HT', 'Total TVA', 'Total TTC']);
    expect(model.summary.at(-1)).toEqual(['Total TTC', '467,00\u00a0€']);
    expect(model.notes).toEqual(['Payé par carte bancaire']);
    // The house's legal mentions are the settings' own words, in any language.
    expect(model.foot).toEqual(['RCS Paris 123 456 789']);
  });

  it('make a refund an "Avoir", dated in French', () => {
    const s = snapshot();
    const one = vatInside(21_000, 1900);
    const refund = {
      id: 1,
      orderId: 7,
      creditNoteNumber: 'CN-2026-000003',
      createdAt: new Date('2026-04-02T09:00:00Z'),
      lines: [
        {
          lineId: 11,
          name: 'Tubéreuse Velours',
          quantity: 1,
          grossCents: 21_000,
          netCents: one.net,
          taxCents: one.tax,
          rateBp: 1900,
        },
      ],
      shippingCents: 0,
      shippingTaxCents: 0,
      amountCents: 21_000,
      taxCents: one.tax,
    } as unknown as OrderRefundRow;
    const model = creditNoteModel(s, refund, settings, fr);
    expect(model.title).toBe('Avoir');
    expect(model.meta).toContainEqual(['N° d’avoir', 'CN-2026-000003']);
    expect(model.meta).toContainEqual(['Date', '2 avril 2026']);
    expect(model.meta).toContainEqual(['Se rapporte à la facture', '2026-000042']);
    expect(model.parties[1]!.heading).toBe('Au crédit de');
    expect(cell(model.lines.rows, 'Tubéreuse Velours')?.[6]).toBe('-210,00\u00a0€');
    expect(model.summary.at(-1)).toEqual(['Total TTC', '-210,00\u00a0€']);
    expect(model.notes).toEqual(['Remboursé sur la carte bancaire qui a réglé la facture 2026-000042']);
  });

  it('make the packing slip a "Bon de livraison"', () => {
    const s = snapshot();
    s.lines[1] = { ...s.lines[1]!, size: 'sample' } as OrderLineRow;
    const model = packingSlipModel(s, settings, fr);
    expect(model.title).toBe('Bon de livraison');
    expect(model.meta).toContainEqual(['Date', '14 mars 2026']);
    expect(model.parties[0]!.heading).toBe('Livré à');
    expect(model.parties[0]!.lines).toContain('Allemagne');
    expect(model.lines.columns.map((c) => c.label)).toEqual(['Article', 'Type', 'Qté']);
    expect(model.lines.rows).toEqual([
      ['Tubéreuse Velours', 'Flacon', '2'],
      ['Gift card — échantillon de 2 ml', 'Échantillon', '1'],
    ]);
    expect(model.summary).toEqual([['Articles', '3']]);
  });

  it('are set in the house’s fonts under its wordmark, in either language, and no standard font', async () => {
    for (const t of [en, fr]) {
      const pdf = await renderPdf(invoiceModel(snapshot(), settings, t));
      const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);
      expect(new Set(fonts)).toEqual(new Set(['CormorantGaramond-Medium', 'Inter-Regular', 'Inter-SemiBold']));
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text.startsWith('Maison Lumière')).toBe(true);
      expect(text).toContain(t === fr ? 'Facture' : 'Invoice');
    }
  });

  it('print French amounts in the PDF, their thousands apart by a narrow no-break space', async () => {
    const s = snapshot();
    s.lines[0] = { ...s.lines[0]!, unitPriceCents: 125_000 } as OrderLineRow;
    const pdf = await renderPdf(invoiceModel(s, settings, fr));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Facture');
    expect(text).toContain('14 mars 2026');
    expect(text).toContain('TOTAUX PAR TAUX DE TVA');
    // French's narrow no-break space, drawn by the house's font (a reader extracts it as a space), never the
    // "/" pdfkit's standard fonts printed for it.
    expect(text).toMatch(/Tubéreuse Velours 2 1\s250,00\s€/);
    expect(text).not.toContain('QUA\nNTIT');
    expect(text).not.toContain('/');
  });
});
