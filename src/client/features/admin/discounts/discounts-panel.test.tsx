import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  createDiscount,
  endDiscount,
  getPromotionSettings,
  listDiscounts,
  setPromotionSettings,
  updateDiscount,
} from '@/domain/api/promotions';
import { getMarkets } from '@/domain/api/markets';
import type { Discount } from '@/domain/promotions/schemas';
import { answer, fail, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { formatDate } from '@/client/lib/dates';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { DiscountsPanel } from './discounts-panel';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);

const discount = (changes: Partial<Discount> = {}): Discount => ({
  id: 4,
  code: 'SPRING15',
  kind: 'percent',
  value: 15,
  label: 'Code SPRING15: 15 % off',
  minSubtotal: null,
  currencyAmounts: {},
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  appliesTo: ['catalogue', 'custom', 'sample'],
  uses: 3,
  reserved: 1,
  discounted: 74.25,
  revenue: 1234.5,
  active: true,
  editable: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...changes,
});
const ended = discount({ id: 3, code: 'WINTER10', label: 'Code WINTER10: €10 off', active: false, maxUses: null });

/** The seeded markets: the form asks for amounts in pounds, francs and dollars (decision 070). */
const market = (code: string, currency: string, isDefault = false) => ({
  code,
  name: code.toUpperCase(),
  label: code.toUpperCase(),
  currency,
  countries: [],
  isDefault,
  dutiesOnDelivery: false,
});
const MARKETS = [market('eu', 'EUR', true), market('gb', 'GBP'), market('ch', 'CHF'), market('us', 'USD')];

/** The codes as the server holds them, read afresh after each change; the free sample off unless told. */
function renderDiscounts(
  codes: () => Discount[] = () => [discount(), ended],
  threshold: number | null = null,
  url = '/admin?tab=discounts',
) {
  answer(listDiscounts, () => codes());
  answer(getPromotionSettings, { giftSampleThreshold: threshold });
  answer(getMarkets, MARKETS);
  return renderPage(<DiscountsPanel />, { url, user: owner() });
}
const table = () => screen.findByRole('table', { name: 'Discount codes, newest first' });
const rowOf = (code: string) => screen.getAllByText(code)[0]!.closest('tr')!;
const newCode = () => screen.getByRole('form', { name: 'New discount code' });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { exact: true });

describe('the back office’s discount codes', () => {
  it('lists each code with its offer, uses, revenue and status; End now only for an active one', async () => {
    renderDiscounts();
    await table();
    const spring = rowOf('SPRING15');
    expect(
      within(spring)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'SPRING15',
      'Offer15 % off',
      'MinimumNone',
      'Applies toAll perfumes and samples',
      'Per customer1 each',
      'Uses3 of 100 (+1 paying)',
      'ValidAlways',
      `Revenue${euro(1234.5)}`,
      'StatusActive',
      'ActionsEnd now SPRING15',
    ]);
    const winter = rowOf('WINTER10');
    expect(winter.textContent).toContain('€10 off');
    expect(winter.textContent).toContain('Ended');
    expect(within(winter).queryByRole('button')).toBeNull();
  });

  it('says when there is no code yet', async () => {
    renderDiscounts(() => []);
    expect(await screen.findByText('No discount codes yet')).toBeTruthy();
    expect(screen.getByText('Codes you make below appear here.')).toBeTruthy();
  });

  it('End now ends the code: disabled while it goes, then the list shows it ended', async () => {
    let over = false;
    const gate = hold();
    const sent = answer(endDiscount, async () => {
      await gate.opened;
      over = true;
      return discount({ active: false });
    });
    const { user } = renderDiscounts(() => [discount({ active: !over }), ended]);
    await table();
    await user.click(screen.getByRole('button', { name: 'End now SPRING15' }));
    expect(screen.getByRole('button', { name: 'End now SPRING15' })).toHaveProperty('disabled', true);
    gate.open();
    await waitFor(() => expect(rowOf('SPRING15').textContent).toContain('Ended'));
    expect(sent.calls.map((c) => c.params.id)).toEqual(['4']);
  });

  it('a refused End now says so in a toast, and the code stays active', async () => {
    answer(endDiscount, 404, { code: 'DISCOUNT_NOT_FOUND', message: 'This code is no longer there.' });
    const { user } = renderDiscounts();
    await table();
    await user.click(screen.getByRole('button', { name: 'End now SPRING15' }));
    await findToast('SPRING15 was not ended', 'This code is no longer there.');
    expect(rowOf('SPRING15').textContent).toContain('Active');
  });

  it('makes a code: what was typed is sent, the button waits meanwhile, then it says so and empties', async () => {
    const gate = hold();
    const sent = answer(createDiscount, async ({ body }) => {
      await gate.opened;
      return discount({ id: 5, code: body.code.toUpperCase() });
    });
    const { user } = renderDiscounts();
    await table();
    const form = newCode();
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'percent');
    await fill(user, field(form, 'Code'), 'summer20');
    await fill(user, field(form, 'Percent'), '20');
    await fill(user, field(form, 'Minimum subtotal (€)'), '50');
    await fill(user, field(form, 'Starts'), '2026-06-01T09:00');
    await fill(user, field(form, 'Ends'), '2026-06-30T23:30');
    await fill(user, field(form, 'Total uses'), '500');
    await fill(user, field(form, 'Uses per customer'), '2');
    await user.click(within(form).getByRole('checkbox', { name: 'Samples' }));
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    expect(within(form).getByRole('button', { name: 'Make code' })).toHaveProperty('disabled', true);
    gate.open();
    expect((await within(form).findByText('Code SUMMER20 made.')).getAttribute('role')).toBe('status');
    expect(sent.lastBody()).toEqual({
      code: 'summer20',
      kind: 'percent',
      value: 20,
      minSubtotal: 50,
      startsAt: new Date('2026-06-01T09:00').toISOString(),
      endsAt: new Date('2026-06-30T23:30').toISOString(),
      maxUses: 500,
      maxUsesPerCustomer: 2,
      appliesTo: ['catalogue', 'custom'],
      currencyAmounts: {},
    });
    expect(field(form, 'Code')).toHaveProperty('value', '');
    expect(within(form).getByRole('checkbox', { name: 'Samples' })).toHaveProperty('checked', true);
  });

  it('an amount asks for euros; free shipping asks for no value and sends 0', async () => {
    const sent = answer(createDiscount, ({ body }) =>
      discount({ id: 6, code: body.code, kind: body.kind, value: body.value }),
    );
    const { user } = renderDiscounts();
    await table();
    const form = newCode();
    const kind = within(form).getByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kind, 'amount');
    expect(field(form, 'Amount (€)')).toBeTruthy();
    await user.selectOptions(kind, 'free-shipping');
    expect(within(form).queryByLabelText(/^(Percent|Amount)/)).toBeNull();
    await fill(user, field(form, 'Code'), 'SHIPFREE');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    await within(form).findByText('Code SHIPFREE made.');
    expect(sent.lastBody()).toMatchObject({
      code: 'SHIPFREE',
      kind: 'free-shipping',
      value: 0,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      appliesTo: ['catalogue', 'custom', 'sample'],
    });
  });

  it('an amount code takes its amount and minimum per other market’s currency; one left empty is not sent', async () => {
    const sent = answer(createDiscount, ({ body }) => discount({ id: 7, code: body.code, kind: body.kind }));
    const { user } = renderDiscounts();
    await table();
    const form = newCode();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'amount');
    expect(await within(form).findByLabelText('Amount (CHF)', { exact: true })).toBeTruthy();
    await fill(user, field(form, 'Code'), 'TAKE10');
    await fill(user, field(form, 'Amount (€)'), '10');
    await fill(user, field(form, 'Amount (GBP)'), '8.5');
    await fill(user, field(form, 'Minimum subtotal (GBP)'), '40');
    await fill(user, field(form, 'Minimum subtotal (USD)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    await within(form).findByText('Code TAKE10 made.');
    expect(sent.lastBody()).toMatchObject({
      kind: 'amount',
      value: 10,
      currencyAmounts: { GBP: { value: 8.5, minSubtotal: 40 }, USD: { minSubtotal: 60 } },
    });
    expect(within(form).queryByLabelText('Amount (EUR)')).toBeNull();
  });

  it('the server’s refusals of fields land under them; a code taken is said under the form', async () => {
    let calls = 0;
    answer(createDiscount, () => {
      calls += 1;
      return calls === 1
        ? fail(createDiscount, 400, {
            code: 'VALIDATION',
            message: 'Invalid request',
            errors: [
              { path: 'code', message: 'A code is 3 to 32 letters, digits, dashes or underscores' },
              { path: 'value', message: 'A percent is between 0.01 and 100' },
            ],
          })
        : fail(createDiscount, 409, { code: 'DISCOUNT_CODE_TAKEN', message: 'This code already exists.' });
    });
    const { user } = renderDiscounts();
    await table();
    const form = newCode();
    await fill(user, field(form, 'Code'), 'x!');
    await fill(user, field(form, 'Percent'), '150');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    await waitFor(() =>
      expect(descriptionOf(field(form, 'Code'))).toContain('A code is 3 to 32 letters, digits, dashes or underscores'),
    );
    expect(descriptionOf(field(form, 'Percent'))).toBe('A percent is between 0.01 and 100');
    expect(within(form).queryByRole('alert')).toBeNull();

    await fill(user, field(form, 'Code'), 'SPRING15');
    await fill(user, field(form, 'Percent'), '15');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This code already exists.');
    expect(field(form, 'Code').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the back office’s free sample above a subtotal', () => {
  const sample = () => screen.findByRole('form', { name: 'Free sample' });

  it('shows the subtotal saved; a new one is sent and said saved, an empty one turns it off', async () => {
    const sent = answer(setPromotionSettings, ({ body }) => body);
    const { user } = renderDiscounts(undefined, 80);
    const form = await sample();
    const subtotal = field(form, 'Subtotal (€)');
    expect(subtotal).toHaveProperty('value', '80');
    await fill(user, subtotal, '95.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(sent.lastBody()).toEqual({ giftSampleThreshold: 95.5 });

    await fill(user, field(form, 'Subtotal (€)'), '');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('No free sample offered.')).toBeTruthy();
    expect(sent.lastBody()).toEqual({ giftSampleThreshold: null });
  });

  it('a refused subtotal is said under the field, whatever the refusal', async () => {
    let calls = 0;
    answer(setPromotionSettings, () =>
      ++calls === 1
        ? fail(setPromotionSettings, 400, { code: 'VALIDATION', message: 'The subtotal must be more than 0' })
        : fail(setPromotionSettings, 500, { code: 'INTERNAL' }),
    );
    const { user } = renderDiscounts();
    const form = await sample();
    await fill(user, field(form, 'Subtotal (€)'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(field(form, 'Subtotal (€)'))).toBe('The subtotal must be more than 0'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(descriptionOf(field(form, 'Subtotal (€)'))).toBe('The subtotal could not be saved. Please try again.'),
    );
  });
});

describe('the terms of each code, and editing a code no order has used (issue #43)', () => {
  const fresh = discount({
    id: 7,
    code: 'AUTUMN5',
    kind: 'amount',
    value: 5,
    label: 'Code AUTUMN5: €5.00 off',
    minSubtotal: 60,
    currencyAmounts: { GBP: { value: 4, minSubtotal: 50 }, CHF: { value: null, minSubtotal: 55 } },
    startsAt: '2026-09-01T07:00:00.000Z',
    endsAt: '2026-09-30T20:30:00.000Z',
    maxUses: 200,
    maxUsesPerCustomer: 2,
    appliesTo: ['catalogue', 'sample'],
    uses: 0,
    reserved: 0,
    discounted: 0,
    revenue: 0,
    editable: true,
  });
  const sheet = () => screen.findByRole('dialog', { name: 'Edit AUTUMN5' });
  const editForm = () => screen.findByRole('form', { name: 'Edit AUTUMN5' });

  it('lists the minimum, what it applies to, the cap per customer, the uses of the limit and when it is valid; Edit only for a code no order used', async () => {
    renderDiscounts(() => [fresh, discount(), discount({ id: 2, code: 'FROMJUNE', startsAt: fresh.startsAt })]);
    await table();
    const cells = within(rowOf('AUTUMN5'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'AUTUMN5',
      'Offer€5.00 off',
      `Minimum${euro(60)}`,
      'Applies toCatalogue perfumes, Samples',
      'Per customer2 each',
      'Uses0 of 200',
      `Valid${formatDate(fresh.startsAt!)} to ${formatDate(fresh.endsAt!)}`,
      `Revenue${euro(0)}`,
      'StatusActive',
      'ActionsEdit AUTUMN5End now AUTUMN5',
    ]);
    expect(within(rowOf('FROMJUNE')).getAllByRole('cell')[6]!.textContent).toBe(
      `ValidFrom ${formatDate(fresh.startsAt!)}`,
    );
    expect(within(rowOf('SPRING15')).queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('Edit opens the form filled with the code’s terms; Save sends them as a new code’s, waits, says so and closes', async () => {
    let saved = false;
    const gate = hold();
    const sent = answer(updateDiscount, async () => {
      await gate.opened;
      saved = true;
      return discount({ ...fresh, code: 'AUTUMN8', kind: 'percent', value: 8, label: 'Code AUTUMN8: 8 % off' });
    });
    const { user, location } = renderDiscounts(() => [
      saved ? { ...fresh, code: 'AUTUMN8', label: 'Code AUTUMN8: 8 % off' } : fresh,
    ]);
    await table();
    await user.click(screen.getByRole('link', { name: 'Edit AUTUMN5' }));
    expect(location()).toBe('/admin?tab=discounts&discount=7');
    const form = await editForm();
    expect(field(form, 'Code')).toHaveProperty('value', 'AUTUMN5');
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'amount');
    expect(field(form, 'Amount (€)')).toHaveProperty('value', '5');
    expect(field(form, 'Minimum subtotal (€)')).toHaveProperty('value', '60');
    expect(field(form, 'Amount (GBP)')).toHaveProperty('value', '4');
    expect(field(form, 'Minimum subtotal (GBP)')).toHaveProperty('value', '50');
    expect(field(form, 'Amount (CHF)')).toHaveProperty('value', '');
    expect(field(form, 'Minimum subtotal (CHF)')).toHaveProperty('value', '55');
    expect(field(form, 'Total uses')).toHaveProperty('value', '200');
    expect(field(form, 'Uses per customer')).toHaveProperty('value', '2');
    expect(within(form).getByRole('checkbox', { name: 'Custom perfumes' })).toHaveProperty('checked', false);

    await fill(user, field(form, 'Code'), 'autumn8');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'percent');
    expect(field(form, 'Percent')).toHaveProperty('value', '');
    await fill(user, field(form, 'Percent'), '8');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('button', { name: 'Saving…' })).toBeTruthy();
    gate.open();
    await findToast('Code saved', 'Code AUTUMN8: 8 % off.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/admin?tab=discounts');
    expect(sent.calls.map((c) => c.params.id)).toEqual(['7']);
    // What was not touched is sent as it was: the same terms, to the minute.
    expect(sent.lastBody()).toEqual({
      code: 'autumn8',
      kind: 'percent',
      value: 8,
      minSubtotal: 60,
      startsAt: fresh.startsAt,
      endsAt: fresh.endsAt,
      maxUses: 200,
      maxUsesPerCustomer: 2,
      appliesTo: ['catalogue', 'sample'],
      // A percent has no amount per currency: the minimums stay.
      currencyAmounts: { GBP: { minSubtotal: 50 }, CHF: { minSubtotal: 55 } },
    });
    await waitFor(() => expect(rowOf('AUTUMN8')).toBeTruthy());
  });

  it('the server’s refusals: a field’s under it, a code an order used meanwhile above Save; nothing closes', async () => {
    let calls = 0;
    answer(updateDiscount, () =>
      ++calls === 1
        ? fail(updateDiscount, 400, {
            code: 'VALIDATION',
            message: 'Invalid request',
            errors: [{ path: 'endsAt', message: 'The end comes after the start' }],
          })
        : fail(updateDiscount, 409, {
            code: 'DISCOUNT_IN_USE',
            message: 'An order has used this code, so it can no longer be changed. End it and make a new one.',
          }),
    );
    const { user } = renderDiscounts(() => [fresh], null, '/admin?tab=discounts&discount=7');
    const form = await editForm();
    await fill(user, field(form, 'Ends'), '2026-08-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(descriptionOf(field(form, 'Ends'))).toBe('The end comes after the start'));
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'An order has used this code, so it can no longer be changed. End it and make a new one.',
    );
    expect(await sheet()).toBeTruthy();
  });

  it('a changed form asks before it is closed, and Cancel then Keep editing keeps the changes', async () => {
    const { user, location } = renderDiscounts(() => [fresh]);
    await table();
    await user.click(screen.getByRole('link', { name: 'Edit AUTUMN5' }));
    const form = await editForm();
    await fill(user, field(form, 'Total uses'), '300');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(field(await editForm(), 'Total uses')).toHaveProperty('value', '300');
    expect(location()).toBe('/admin?tab=discounts&discount=7');
  });

  it('a code an order has used, reached by its address, says why it cannot be changed and shows no form', async () => {
    renderDiscounts(() => [discount()], null, '/admin?tab=discounts&discount=4');
    const dialog = await screen.findByRole('dialog', { name: 'Edit SPRING15' });
    expect(dialog.textContent).toContain(
      'An order has used this code, so it can no longer be changed. End it and make a new one.',
    );
    expect(within(dialog).queryByRole('form')).toBeNull();
  });
});
