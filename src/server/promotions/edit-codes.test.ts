import { beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../domain/api/admin';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { placeOrder } from '../../domain/api/checkout';
import {
  applyCartDiscount,
  createDiscount,
  listDiscounts,
  removeCartDiscount,
  updateDiscount,
} from '../../domain/api/promotions';
import type { StaffRole } from '../../domain/accounts/roles';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { errorMessages } from '../../domain/shared/errors';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, shipping } from '#tests/integration/helpers';

/*
 * Issue #43: the back office changes a code no order has used yet (PUT /api/admin/discounts/:id),
 * checked as a new one is; a code an order has used (placed, being paid or paid) keeps its terms
 * (409 DISCOUNT_IN_USE). The owner's alone, as every discount endpoint.
 */

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
let admin: Client;
let c: Client;
beforeAll(async () => {
  admin = await adminClient(t);
  c = t.client();
});

let n = 0;
const uniqueCode = (stem = 'EDIT') => `${stem}${Date.now().toString(36).toUpperCase()}${n++}`;
async function makeCode(over: Partial<DiscountInput> = {}) {
  const res = await admin.send(createDiscount, {
    body: { code: uniqueCode(), kind: 'percent', value: 10, ...over } as DiscountInput,
  });
  expect(res.statusCode).toBe(201);
  return res.answer;
}
const edit = (id: number, body: Partial<DiscountInput>, client = admin) =>
  client.send(updateDiscount, { params: { id }, body: body as DiscountInput });
const listed = async (id: number) =>
  (await admin.send(listDiscounts, { query: { limit: 200 } })).answer.find((d) => d.id === id);

async function cartWithCode(code: string) {
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } })).statusCode).toBe(201);
  expect((await c.send(applyCartDiscount, { body: { guestId, code } })).statusCode).toBe(200);
  return guestId;
}
const place = (guestId: string) => c.send(placeOrder, { body: { guestId, shippingDetails: shipping } });

describe('a code no order has used', () => {
  it('is listed as editable, takes every new term, says so in the activity, and a cart holding it is priced by them', async () => {
    const code = await makeCode();
    expect(await listed(code.id)).toMatchObject({ editable: true, uses: 0 });
    const guestId = await cartWithCode(code.code);
    const renamed = uniqueCode('NEW');
    const res = await edit(code.id, {
      code: renamed.toLowerCase(),
      kind: 'amount',
      value: 7.5,
      minSubtotal: 20,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
      maxUses: 40,
      maxUsesPerCustomer: 2,
      appliesTo: ['catalogue', 'sample'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({
      id: code.id,
      code: renamed,
      kind: 'amount',
      value: 7.5,
      label: `Code ${renamed}: €7.50 off`,
      minSubtotal: 20,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      maxUses: 40,
      maxUsesPerCustomer: 2,
      appliesTo: ['catalogue', 'sample'],
      editable: true,
      active: true,
    });
    expect(await listed(code.id)).toEqual(res.answer);
    const summary = (await c.send(getCartSummary, { query: { guestId } })).answer;
    expect(summary.discountCode).toMatchObject({ code: renamed, label: `Code ${renamed}: €7.50 off` });
    expect(summary.discount).toBe(7.5);
    const activity = (await admin.send(listAudit, { query: { entity: 'settings', limit: 20 } })).answer;
    expect(activity.find((a) => a.entityId === `discount:${code.id}` && a.action === 'discount.update')).toMatchObject({
      details: expect.objectContaining({ before: code.code, code: renamed }),
    });
  });

  it('is checked as a new code is: each refusal names its field, a code taken is 409, an unknown one 404', async () => {
    const code = await makeCode();
    const other = await makeCode();
    const percent = await edit(code.id, { code: code.code, kind: 'percent', value: 150 });
    expect(percent.statusCode).toBe(400);
    expect(percent.error.errors?.map((e) => e.path)).toEqual(['value']);
    const window = await edit(code.id, {
      code: code.code,
      kind: 'percent',
      value: 10,
      startsAt: '2026-06-02T00:00:00Z',
      endsAt: '2026-06-01T00:00:00Z',
    });
    expect(window.statusCode).toBe(400);
    expect(window.error.errors).toEqual([{ path: 'endsAt', message: 'The end comes after the start' }]);
    const bad = await edit(code.id, { code: 'no spaces!', kind: 'percent', value: 10, appliesTo: [] });
    expect(bad.error.errors?.map((e) => e.path).sort()).toEqual(['appliesTo', 'code']);
    const taken = await edit(code.id, { code: other.code.toLowerCase(), kind: 'percent', value: 10 });
    expect([taken.statusCode, taken.error.code]).toEqual([409, 'DISCOUNT_CODE_TAKEN']);
    // Nothing was changed by the refusals; its own name, in another case, is its own.
    expect(await listed(code.id)).toMatchObject({ code: code.code, value: 10 });
    expect((await edit(code.id, { code: code.code.toLowerCase(), kind: 'percent', value: 12 })).statusCode).toBe(200);
    const missing = await edit(2_000_000_000, { code: uniqueCode(), kind: 'percent', value: 10 });
    expect([missing.statusCode, missing.error.code]).toEqual([404, 'DISCOUNT_NOT_FOUND']);
  });
});

describe('a code an order has used keeps its terms', () => {
  const refused = (res: Awaited<ReturnType<typeof edit>>) => {
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({ code: 'DISCOUNT_IN_USE', message: errorMessages.DISCOUNT_IN_USE });
  };

  it('once an order is placed with it, unpaid: 409, and the list no longer offers it', async () => {
    const code = await makeCode();
    const guestId = await cartWithCode(code.code);
    expect((await place(guestId)).statusCode).toBe(201);
    refused(await edit(code.id, { code: code.code, kind: 'percent', value: 50 }));
    expect(await listed(code.id)).toMatchObject({ editable: false, value: 10 });
  });

  it('once paid: 409', async () => {
    const code = await makeCode();
    const guestId = await cartWithCode(code.code);
    await paidOrder(t, { owner: c, guestId });
    expect(await listed(code.id)).toMatchObject({ uses: 1, editable: false });
    refused(await edit(code.id, { code: code.code, kind: 'percent', value: 50 }));
  });

  it('an order that let go of it (replaced by one without it) no longer holds it: the code can change again', async () => {
    const code = await makeCode();
    const guestId = await cartWithCode(code.code);
    expect((await place(guestId)).statusCode).toBe(201);
    expect((await c.send(removeCartDiscount, { query: { guestId } })).statusCode).toBe(200);
    // The new order supersedes the first, whose use is released.
    expect((await place(guestId)).statusCode).toBe(201);
    expect(await listed(code.id)).toMatchObject({ editable: true });
    expect((await edit(code.id, { code: code.code, kind: 'percent', value: 15 })).statusCode).toBe(200);
  });

  it('an edit racing the first orders: either it is refused, or every order written carries the terms as edited', async () => {
    const code = await makeCode({ kind: 'amount', value: 5 });
    const carts = await Promise.all(Array.from({ length: 4 }, () => cartWithCode(code.code)));
    const [changed, ...orders] = await Promise.all([
      edit(code.id, { code: code.code, kind: 'amount', value: 9 }),
      ...carts.map((guestId) => place(guestId)),
    ]);
    const written = orders.filter((o) => o.statusCode === 201);
    for (const o of orders.filter((x) => x.statusCode !== 201))
      expect(o.error).toMatchObject({ code: 'DISCOUNT_INVALID', message: expect.stringMatching(/changed/) });
    if (changed!.statusCode === 200) for (const o of written) expect(o.answer.discount).toBe(9);
    else {
      refused(changed!);
      expect(written.length).toBeGreaterThan(0);
      for (const o of written) expect(o.answer.discount).toBe(5);
    }
  });
});

describe('who may change a code', () => {
  it('the owner, as every discount endpoint: other staff roles are refused (403), shoppers too', async () => {
    const code = await makeCode();
    const body = { code: code.code, kind: 'percent' as const, value: 20 };
    for (const role of ['fulfilment', 'catalogue', 'support'] as StaffRole[]) {
      const member = await staffClient(t, role);
      const res = await edit(code.id, body, member);
      expect([role, res.statusCode, res.error.code]).toEqual([role, 403, 'FORBIDDEN']);
    }
    const customer = await signedIn(t);
    expect((await edit(code.id, body, customer)).statusCode).toBe(403);
    expect((await edit(code.id, body, t.client())).statusCode).toBe(401);
    expect(await listed(code.id)).toMatchObject({ value: 10 });
    expect((await edit(code.id, body)).answer).toMatchObject({ value: 20 });
  });
});
