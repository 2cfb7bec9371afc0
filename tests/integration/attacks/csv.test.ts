import { beforeAll, describe, expect, it } from 'vitest';
import { exportAdminOrders, setOrderStatus } from '../../../src/domain/api/admin';
import { createPerfume } from '../../../src/domain/api/admin-catalogue';
import { adminClient, paidOrder, useTestApp } from '../fixtures';
import { type Client, newPerfume } from '../helpers';
import { FORMULA_START, readCsv } from './spreadsheet';

/*
 * The orders' CSV in a spreadsheet. A spreadsheet splits a line on its locale's separator, `;` in much
 * of Europe, whatever the file used: a cell `Jean;=1+1` written bare became two cells, the second a
 * formula. Every cell is quoted, so a separator inside one stays inside it under either reading, and a
 * cell that starts like a formula starts with `'`.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const HOSTILE = [
  'Jean;=1+1',
  'Jean,=1+1',
  'Jean; =HYPERLINK("http://evil")',
  'Jean ;+1',
  'Jean;-2+3',
  'Jean;@SUM(A1)',
  'Jean,@SUM(A1);=2',
  '=1+1;Jean',
  'Jean "the ;=1" Dupont',
];

describe('the CSV read as a spreadsheet reads it', () => {
  it.each(HOSTILE)('%j stays one cell, never a formula, read on ";" or on ","', async (text) => {
    const email = `csv.${crypto.randomUUID()}@example.com`;
    const perfume = (
      await admin.send(createPerfume, { body: newPerfume({ name: `Eau ${text}`.slice(0, 80) }) as never })
    ).answer;
    const order = await paidOrder(t, {
      lines: [[perfume.id, 1]],
      // The country is a code from the list now (anything else is 400 COUNTRY_UNKNOWN): the hostile text goes in the others.
      shipping: { fullName: text, email, city: text, country: 'FR' },
    });
    expect(
      (
        await admin.send(setOrderStatus, {
          params: { orderId: order.id },
          body: { status: 'shipped', carrier: text, trackingNumber: text },
        })
      ).statusCode,
    ).toBe(200);
    const res = await admin.send(exportAdminOrders, { query: { q: email } });
    expect(res.statusCode).toBe(200);

    // A reader that knows the file's separator gets every value back, as written.
    const [header, row, ...more] = readCsv(res.body, ',');
    expect(more).toEqual([]);
    expect(header).toHaveLength(row!.length);
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    const shown = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
    expect(cells).toMatchObject({
      customer: shown(text),
      items: `1 × ${perfume.name} — ${perfume.volume} ml`,
      carrier: shown(text),
      tracking_number: shown(text),
      city: shown(text),
      country: 'France',
      country_code: 'FR',
    });

    // One on ";" never sees a cell that starts a formula.
    for (const line of readCsv(res.body, ';'))
      for (const cell of line) expect(cell, `a cell read on ";": ${cell}`).not.toMatch(FORMULA_START);
  });

  it('quotes every cell, the header and the numbers too', async () => {
    const email = `csv.${crypto.randomUUID()}@example.com`;
    await paidOrder(t, { lines: [[1, 1]], shipping: { email } });
    const lines = (await admin.send(exportAdminOrders, { query: { q: email } })).body.trimEnd().split('\r\n');
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect(lines[0]!.startsWith('"order","created_at","status",')).toBe(true);
  });
});
