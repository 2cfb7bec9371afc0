import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import { placeOrder } from '../../domain/api/checkout';
import { getCreditNote, getInvoice, getPackingSlip } from '../../domain/api/invoices';
import { updateAdminSettings } from '../../domain/api/shipping';
import { formatMoney } from '../../domain/shared/money';
import { sharedLanguages } from '../i18n/languages';
import { totalsPerRate, vatInside } from '../../domain/tax/vat';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

const house = {
  legalName: 'Maison Lumière SAS',
  address: '8 Place Vendôme\n75001 Paris\nFrance',
  vatNumber: 'FR12345678901',
  homeCountry: 'FR',
  legalMentions: 'SAS au capital de 50 000 €, RCS Paris 123 456 789.\nPénalités de retard : trois fois le taux légal.',
};

/** The text of a PDF, every page, as a reader extracts it. */
async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

/** What a money cell prints, euros. */
const eur = (cents: number) => formatMoney(cents, 'EUR');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.store.db, query);
}

let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
  expect((await admin.send(updateAdminSettings, { body: house })).statusCode).toBe(200);
});

describe("an order's invoice", () => {
  it('prints the seller, the buyer, each line with its net, rate, VAT and gross, the totals per rate and the number', async () => {
    const order = await paidOrder(t, {
      lines: [
        [4, 2],
        [1, 1],
      ],
      shipping: { fullName: 'Adèle Dupré' },
    });
    const res = await new Client(t.app).send(getInvoice, {
      params: { orderId: order.id },
      query: { key: order.accessKey },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [stored] = await rows<{
      invoice_number: string;
      shipping_cents: number;
      shipping_method_name: string;
      total_cents: number;
    }>(
      sql`select invoice_number, shipping_cents, shipping_method_name, total_cents from orders where id = ${order.id}`,
    );
    const number = stored!.invoice_number;
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    expect(res.headers['x-invoice-number']).toBe(number);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(number);
    // The seller, from the house's settings, accents and the euro sign included.
    for (const part of ['Maison Lumière SAS', '8 Place Vendôme', '75001 Paris', 'FR12345678901'])
      expect(text).toContain(part);
    expect(text).toContain('SAS au capital de 50 000 €, RCS Paris 123 456 789.');
    expect(text).toContain('Pénalités de retard');
    // The buyer, from the shipping details.
    for (const part of [
      'Adèle Dupré',
      shipping.address,
      `${shipping.postalCode} ${shipping.city}`,
      'France',
      shipping.email,
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Card \(test\)|Card/);

    // Each line, as charged in France (20 %).
    const perfumes = await Promise.all(
      [4, 1].map(async (id) => (await admin.send(getPerfume, { params: { id } })).answer),
    );
    const amounts = [
      vatInside(Math.round(perfumes[0]!.price * 100) * 2, 2000),
      vatInside(Math.round(perfumes[1]!.price * 100), 2000),
      vatInside(stored!.shipping_cents, 2000),
    ];
    for (const p of perfumes) expect(text).toContain(p.name);
    for (const a of amounts) {
      expect(text).toContain(eur(a.net));
      expect(text).toContain(eur(a.tax));
      expect(text).toContain(eur(a.gross));
    }
    expect(text).toContain('20 %');
    expect(text).toContain(`Shipping: ${stored!.shipping_method_name}`);
    // The totals per rate, and the grand totals: gross is what was paid.
    const [perRate] = totalsPerRate(amounts);
    expect(perRate!.gross).toBe(stored!.total_cents);
    expect(text).toContain('TOTALS PER VAT RATE');
    expect(text).toMatch(new RegExp(`Total net\\s*${escape(eur(perRate!.net))}`));
    expect(text).toMatch(new RegExp(`Total VAT\\s*${escape(eur(perRate!.tax))}`));
    expect(text).toMatch(new RegExp(`Total\\s*${escape(eur(stored!.total_cents))}`));
  });

  it('is the same document every time: drawn from the stored order, not from the rates of today', async () => {
    const order = await paidOrder(t, { lines: [[2, 1]] });
    const first = await pdfText(
      (await new Client(t.app).send(getInvoice, { params: { orderId: order.id }, query: { key: order.accessKey } }))
        .rawPayload,
    );
    await t.app.services.settings.setRate(
      'FR',
      5.5,
      (
        await rows<{ id: number }>(
          sql`select user_id as id from staff where role = 'owner' and status = 'active' order by id limit 1`,
        )
      )[0]!.id,
    );
    try {
      const again = await pdfText(
        (await new Client(t.app).send(getInvoice, { params: { orderId: order.id }, query: { key: order.accessKey } }))
          .rawPayload,
      );
      expect(again).toBe(first);
      expect(again).toContain('20 %');
      expect(again).not.toContain('5.5 %');
    } finally {
      await t.app.services.settings.setRate(
        'FR',
        20,
        (
          await rows<{ id: number }>(
            sql`select user_id as id from staff where role = 'owner' and status = 'active' order by id limit 1`,
          )
        )[0]!.id,
      );
    }
  });

  it('shows an order placed before VAT was recorded with its gross amounts, "VAT included"', async () => {
    const order = await paidOrder(t, { lines: [[3, 1]] });
    await rows(
      sql`update orders set tax_rate_bp = null, tax_cents = null, shipping_tax_cents = null, discount_tax_cents = null where id = ${order.id}`,
    );
    await rows(
      sql`update order_lines set net_cents = null, tax_cents = null, tax_rate_bp = null where order_id = ${order.id}`,
    );
    const res = await admin.send(getInvoice, { params: { orderId: order.id } });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('VAT included');
    expect(text).not.toContain('VAT rate');
    expect(text).toContain(eur(Math.round(order.total * 100)));
  });

  it('prints no gift message: the words are for the recipient, not the accounts', async () => {
    const order = await paidOrder(t, { lines: [[5, 1]] });
    const text = await pdfText((await admin.send(getInvoice, { params: { orderId: order.id } })).rawPayload);
    expect(text).not.toMatch(/gift|message/i);
  });

  it('answers 404 INVOICE_NOT_FOUND before the payment, to the holder of the key', async () => {
    const guest = new Client(t.app);
    const owner = await signedIn(t);
    await owner.send(addCartLine, { body: { perfumeId: 2, quantity: 1 } });
    const order = (await owner.send(placeOrder, { body: { shippingDetails: shipping } })).answer;
    const res = await guest.send(getInvoice, { params: { orderId: order.id }, query: { key: order.accessKey } });
    expect(res.statusCode).toBe(404);
    expect(res.error.code).toBe('INVOICE_NOT_FOUND');
    expect((await owner.send(getInvoice, { params: { orderId: order.id } })).error.code).toBe('INVOICE_NOT_FOUND');
    expect((await admin.send(getInvoice, { params: { orderId: order.id } })).error.code).toBe('INVOICE_NOT_FOUND');
  });

  it("opens to the key holder, the signed-in owner and the admin; anyone else gets the order page's 404", async () => {
    const owner = await signedIn(t);
    const order = await paidOrder(t, { lines: [[2, 1]], owner });
    const ok = async (c: Client, key?: string) =>
      (await c.send(getInvoice, { params: { orderId: order.id }, query: key ? { key } : {} })).statusCode;
    expect(await ok(new Client(t.app), order.accessKey)).toBe(200);
    expect(await ok(owner)).toBe(200);
    expect(await ok(admin)).toBe(200);

    const stranger = await signedIn(t);
    const other = await paidOrder(t, { lines: [[2, 1]] });
    for (const [who, key] of [
      [new Client(t.app), undefined],
      [new Client(t.app), 'not-the-key'],
      [new Client(t.app), other.accessKey],
      [stranger, undefined],
    ] as const) {
      const res = await who.send(getInvoice, { params: { orderId: order.id }, query: key ? { key } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.error.code).toBe('ORDER_NOT_FOUND');
      expect(res.json()).toEqual((await who.get(`/api/orders/${order.id}${key ? `?key=${key}` : ''}`)).json());
    }
    expect((await new Client(t.app).send(getInvoice, { params: { orderId: 99999999 } })).error.code).toBe(
      'ORDER_NOT_FOUND',
    );
  });
});

describe('a credit note', () => {
  it('prints the refunded lines and shipping as negative amounts, referring to the invoice', async () => {
    const order = await paidOrder(t, {
      lines: [
        [4, 2],
        [1, 1],
      ],
    });
    const [o] = await rows<{ invoice_number: string; shipping_cents: number; shipping_tax_cents: number }>(
      sql`select invoice_number, shipping_cents, shipping_tax_cents from orders where id = ${order.id}`,
    );
    const [line] = await rows<{
      id: number;
      name: string;
      unit_price_cents: number;
      net_cents: number;
      tax_cents: number;
    }>(
      sql`select id, name, unit_price_cents, net_cents, tax_cents from order_lines where order_id = ${order.id} and quantity = 2`,
    );
    // One bottle of the two, and the shipping, as the refunds write them.
    const one = vatInside(line!.unit_price_cents, 2000);
    const amount = one.gross + o!.shipping_cents;
    const number = `CN-2026-${String(900000 + order.id).padStart(6, '0')}`;
    await rows(sql`insert into order_refunds (order_id, lines, shipping_cents, shipping_tax_cents, amount_cents, tax_cents, credit_note_number, refund_key)
      values (${order.id}, ${JSON.stringify([{ lineId: line!.id, name: line!.name, quantity: 1, grossCents: one.gross, netCents: one.net, taxCents: one.tax, rateBp: 2000 }])}::jsonb,
        ${o!.shipping_cents}, ${o!.shipping_tax_cents}, ${amount}, ${one.tax + o!.shipping_tax_cents}, ${number}, ${`test-${order.id}`})`);

    const res = await new Client(t.app).send(getCreditNote, {
      params: { orderId: order.id, number },
      query: { key: order.accessKey },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(number);
    expect(text).toContain(o!.invoice_number);
    expect(text).toContain(line!.name);
    expect(text).toContain('Maison Lumière SAS');
    for (const cents of [one.net, one.tax, one.gross, o!.shipping_cents]) expect(text).toContain(eur(-cents));
    expect(text).toMatch(new RegExp(`Total\\s*${escape(eur(-amount))}`));
    expect(text).toMatch(new RegExp(`Total VAT\\s*${escape(eur(-(one.tax + o!.shipping_tax_cents)))}`));

    // Another order's credit note number, a stranger, a number unknown: 404.
    const other = await paidOrder(t, { lines: [[2, 1]] });
    expect(
      (
        await new Client(t.app).send(getCreditNote, {
          params: { orderId: other.id, number },
          query: { key: other.accessKey },
        })
      ).error.code,
    ).toBe('CREDIT_NOTE_NOT_FOUND');
    expect((await new Client(t.app).send(getCreditNote, { params: { orderId: order.id, number } })).error.code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await admin.send(getCreditNote, { params: { orderId: order.id, number } })).statusCode).toBe(200);
    expect((await new Client(t.app).get(`/api/orders/${order.id}/credit-notes/nonsense`)).statusCode).toBe(400);
  });
});

describe('the packing slip', () => {
  it('lists the lines, quantities and where the parcel goes, with no price at all', async () => {
    const order = await paidOrder(t, {
      lines: [
        [4, 2],
        [1, 1],
      ],
      shipping: { phone: '+33 1 23 45 67 89' },
    });
    const res = await admin.send(getPackingSlip, { params: { id: order.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Packing slip');
    expect(text).toContain(`#${order.id}`);
    for (const part of [
      shipping.fullName,
      shipping.address,
      `${shipping.postalCode} ${shipping.city}`,
      'France',
      '+33 1 23 45 67 89',
    ])
      expect(text).toContain(part);
    const perfumes = await Promise.all(
      [4, 1].map(async (id) => (await admin.send(getPerfume, { params: { id } })).answer),
    );
    // Each bottle with its size, as the invoice names it (issue #43).
    const invoice = await pdfText((await admin.send(getInvoice, { params: { orderId: order.id } })).rawPayload);
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    for (const p of perfumes) {
      expect(flat(text)).toContain(`${p.name} — ${p.volume} ml`);
      expect(flat(invoice)).toContain(`${p.name} — ${p.volume} ml`);
    }
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/\d+\.\d\d\b/);
    expect(text).not.toMatch(/VAT|Total net/);
  });

  it('is for the back office only', async () => {
    const order = await paidOrder(t, { lines: [[2, 1]] });
    expect((await new Client(t.app).send(getPackingSlip, { params: { id: order.id } })).statusCode).toBe(401);
    expect((await (await signedIn(t)).send(getPackingSlip, { params: { id: order.id } })).statusCode).toBe(403);
    expect((await admin.send(getPackingSlip, { params: { id: 99999999 } })).error.code).toBe('ORDER_NOT_FOUND');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe("a French order's documents", () => {
  /** A French amount (`1 250,00 €`) as the PDF's text has it: its no-break spaces extracted as spaces. */
  const euros = (cents: number) =>
    new RegExp(escape(sharedLanguages().translator('fr').money(cents, 'EUR')).replace(/[\u00a0\u202f]/g, '\\s'));

  it('are in the language the order was placed in: "Facture", "Avoir", "Bon de livraison"; an English order’s are not', async () => {
    const order = await paidOrder(t, { lines: [[4, 1]], locale: 'fr' });
    const [o] = await rows<{ invoice_number: string; total_cents: number; paid_at: Date; locale: string }>(
      sql`select invoice_number, total_cents, paid_at, locale from orders where id = ${order.id}`,
    );
    expect(o!.locale).toBe('fr');
    const invoice = await pdfText(
      (await new Client(t.app).send(getInvoice, { params: { orderId: order.id }, query: { key: order.accessKey } }))
        .rawPayload,
    );
    expect(invoice).toContain('Facture');
    expect(invoice).toContain('N° DE FACTURE');
    expect(invoice).toContain('DATE DE FACTURE');
    expect(invoice).toContain(
      new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(o!.paid_at)),
    );
    expect(invoice).toContain('TOTAUX PAR TAUX DE TVA');
    expect(invoice).toMatch(new RegExp(`Total TTC\\s*${euros(o!.total_cents).source}`));
    expect(invoice).not.toContain('Invoice');
    // The house's legal mentions are the settings' words, whatever the order's language.
    expect(invoice).toContain('SAS au capital de 50 000 €, RCS Paris 123 456 789.');

    const number = `CN-2026-${String(800000 + order.id).padStart(6, '0')}`;
    await rows(sql`insert into order_refunds (order_id, lines, shipping_cents, shipping_tax_cents, amount_cents, tax_cents, credit_note_number, refund_key)
      values (${order.id}, '[]'::jsonb, 0, 0, 0, 0, ${number}, ${`test-fr-${order.id}`})`);
    const credit = await pdfText(
      (
        await new Client(t.app).send(getCreditNote, {
          params: { orderId: order.id, number },
          query: { key: order.accessKey },
        })
      ).rawPayload,
    );
    expect(credit).toContain('Avoir');
    expect(credit).toContain(`Remboursé sur la carte bancaire (test) qui a réglé la facture ${o!.invoice_number}`);
    expect(credit).toMatch(/Total TTC\s*0,00\s€/);

    const slip = await pdfText((await admin.send(getPackingSlip, { params: { id: order.id } })).rawPayload);
    expect(slip).toContain('Bon de livraison');
    expect(slip).toContain('LIVRÉ À');

    const english = await paidOrder(t, { lines: [[4, 1]] });
    const text = await pdfText((await admin.send(getInvoice, { params: { orderId: english.id } })).rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain('TOTALS PER VAT RATE');
    expect(text).not.toContain('Facture');
  });
});
