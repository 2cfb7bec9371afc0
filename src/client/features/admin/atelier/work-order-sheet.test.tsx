import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getWorkOrder, setWorkOrderLots, setWorkOrderStatus } from '@/domain/api/atelier';
import type { WorkOrderDetail } from '@/domain/atelier/schemas';
import type { WorkOrderStatus } from '@/domain/atelier/work-orders';
import { answer, fail, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { useSheetParam } from '../shared/use-sheet-param';
import { WorkOrderSheet } from './work-order-sheet';

/** Work order #3: two 50 ml bottles of a bespoke eau de parfum, batch B2603-00003, as the server holds it. */
function workOrder(status: WorkOrderStatus = 'queued', changes: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    id: 3,
    orderId: 12,
    lineId: 4,
    batch: 'B2603-00003',
    status,
    formula: {
      name: 'Nuit de Juin',
      uniqueCode: 'ML-7Q2X',
      kind: 'bespoke',
      quantity: 2,
      perfumeType: 'eau-de-parfum',
      typeName: 'Eau de Parfum',
      concentrationLabel: '15–20 %',
      volumeMl: 50,
      composition: [
        { ingredientId: 1, name: 'Bergamot', group: 'top', drops: 40, ml: 2, percent: 4 },
        { ingredientId: 9, name: 'Jasmine', group: 'middle', drops: 60, ml: 3, percent: 6 },
        { ingredientId: 14, name: 'Vetiver', group: 'base', drops: 60, ml: 3, percent: 6 },
      ],
      fragranceMl: 8,
      alcoholMl: 42,
      alcoholPercent: 84,
      allergens: [
        { inci: 'Linalool', percent: 0.0125 },
        { inci: 'Limonene', percent: 0.0031 },
      ],
    },
    lots: {},
    readyOn: null,
    createdAt: '2026-03-02T10:05:00.000Z',
    updatedAt: '2026-03-02T10:05:00.000Z',
    events: [{ from: null, to: 'queued', by: null, at: '2026-03-02T10:05:00.000Z', lots: null }],
    ...changes,
  };
}

/** The server's work order #3, moved on by each PUT (and read afresh after it). */
function server(status: WorkOrderStatus = 'queued') {
  let held = workOrder(status);
  const move = (to: WorkOrderStatus) => {
    held = {
      ...held,
      status: to,
      events: [
        ...held.events,
        { from: held.status, to, by: 'Camille Roux', at: '2026-03-03T09:00:00.000Z', lots: null },
      ],
    };
    return held;
  };
  answer(getWorkOrder, () => held);
  return { move, now: () => held };
}

function Sheet() {
  return <WorkOrderSheet sheet={useSheetParam('workOrder')} />;
}
const renderSheet = (url = '/admin?tab=atelier&workOrder=3') =>
  renderPage(<Sheet />, { url, path: '/admin', user: owner() });
const sheet = () => screen.findByRole('dialog', { name: 'Nuit de Juin' });

describe('the back office’s work order sheet', () => {
  it('shows the placeholder while the work order loads, then what the perfumer weighs, declares and did', async () => {
    const gate = hold();
    answer(getWorkOrder, async () => {
      await gate.opened;
      return workOrder();
    });
    renderSheet();
    const loading = await screen.findByRole('dialog', { name: 'Work order 3' });
    expect(within(loading).getByRole('status').textContent).toBe('Loading the work order');
    gate.open();
    const shown = await sheet();
    // Every number at its head says what it is (issue #43).
    expect(shown.textContent).toContain('Work order 3 · Order 12 · Batch B2603-00003');
    // The formula's strength from its 160 drops, whatever the label it was paid with said.
    expect(shown.textContent).toContain('Perfume no. ML-7Q2X · Bespoke · Eau de Parfum (16.0 %) · 50 ml · 2 bottles');
    expect(shown.textContent).toContain('Set when it starts macerating');
    expect(within(shown).getByText('Now queued')).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'Order 12' }).getAttribute('href')).toBe('/admin?order=12');
    expect(
      within(shown).getByRole('link', { name: 'Print label (PDF, opens in a new tab)' }).getAttribute('href'),
    ).toBe('/api/admin/work-orders/3/label');
    expect(
      within(shown).getByRole('link', { name: 'Print batch sheet (PDF, opens in a new tab)' }).getAttribute('href'),
    ).toBe('/api/admin/work-orders/3/sheet');

    const formula = within(shown).getByRole('table', { name: 'Formula to weigh' });
    const row = (name: string) =>
      within(formula)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr')!;
    expect(
      within(row('Jasmine'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Middle', '60', '3.00', '6.0 %', 'Not recorded']);
    // Paid before densities were kept: no grams column, none invented.
    expect(within(formula).queryByRole('columnheader', { name: 'g' })).toBeNull();
    expect(
      within(row('Fragrance'))
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    ).toEqual(['160', '8.00', '16.0 %', '']);
    expect(
      within(row('Alcohol base'))
        .getAllByRole('cell')
        .slice(2)
        .map((c) => c.textContent),
    ).toEqual(['42.00', '84.0 %', '']);
    expect(shown.textContent).toContain('this batch makes 2 bottles');

    const allergens = within(shown).getByRole('region', { name: 'Allergens to declare' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Linalool0.0125 %', 'Limonene0.0031 %']);
    const history = within(shown).getByRole('region', { name: 'History' });
    expect(within(history).getByRole('listitem').textContent).toContain('Made: QueuedThe shop');
  });

  it('moves it on: "Saving…" while it goes, then the toast, the body sent, the next step and the history', async () => {
    const { move } = server('queued');
    const gate = hold();
    const sent = answer(setWorkOrderStatus, async ({ body }) => {
      await gate.opened;
      return move(body.status);
    });
    const { user } = renderSheet();
    const shown = await sheet();
    await user.click(within(shown).getByRole('button', { name: 'Start compounding' }));
    const busy = within(shown).getByRole('button', { name: 'Saving…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // Pressed again while it is on its way: nothing more is sent.
    await user.click(busy);
    gate.open();
    await findToast('Compounding started', 'Batch B2603-00003 is compounding.');
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([['3', { status: 'compounding' }]]);
    expect(await within(shown).findByRole('button', { name: 'Start maceration' })).toBeTruthy();
    expect(within(shown).getByText('Now compounding')).toBeTruthy();
    const history = within(shown).getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[1]?.textContent).toMatch(/^Queued →\s+to CompoundingCamille Roux/);
  });

  it('a double click moves it one step only', async () => {
    const { move } = server('compounding');
    const sent = answer(setWorkOrderStatus, ({ body }) => move(body.status));
    const { user } = renderSheet();
    const shown = await sheet();
    await user.dblClick(within(shown).getByRole('button', { name: 'Start maceration' }));
    await findToast('Maceration started', 'Batch B2603-00003 is macerating.');
    expect(await within(shown).findByRole('button', { name: 'Mark bottled' })).toBeTruthy();
    expect(sent.calls.map((c) => c.body)).toEqual([{ status: 'macerating' }]);
  });

  it('Mark bottled leaves no step: the sheet says it is done, and the focus goes there', async () => {
    const { move } = server('macerating');
    answer(setWorkOrderStatus, ({ body }) => move(body.status));
    const { user } = renderSheet();
    const shown = await sheet();
    await user.click(within(shown).getByRole('button', { name: 'Mark bottled' }));
    await findToast('Bottled', 'Batch B2603-00003 is bottled.');
    const done = await within(shown).findByText('Bottled: this work order is done.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(within(shown).queryByRole('button', { name: /^(Start|Mark)/ })).toBeNull();
  });

  it('a cancelled work order offers no step, and says why', async () => {
    server('cancelled');
    renderSheet();
    const shown = await sheet();
    expect(shown.textContent).toContain(
      'Cancelled: its perfume was refunded or its order cancelled. Nothing is left to make.',
    );
    expect(within(shown).queryByRole('button', { name: /^(Start|Mark)/ })).toBeNull();
  });

  it('refused because it moved meanwhile: the server’s words under the button, and the sheet shows it as it is now', async () => {
    const { move } = server('queued');
    const sent = answer(setWorkOrderStatus, () => {
      move('compounding'); // another member's click, first
      return fail(setWorkOrderStatus, 409, {
        code: 'WORK_ORDER_STATUS_NOT_ALLOWED',
        message: 'A compounding work order moves on to macerating only.',
      });
    });
    const { user } = renderSheet();
    const shown = await sheet();
    await user.click(within(shown).getByRole('button', { name: 'Start compounding' }));
    expect((await within(shown).findByRole('alert')).textContent).toBe(
      'A compounding work order moves on to macerating only.',
    );
    expect(await within(shown).findByRole('button', { name: 'Start maceration' })).toBeTruthy();
    expect(within(shown).getByText('Now compounding')).toBeTruthy();
    expect(sent.calls).toHaveLength(1);
  });

  it('a work order that is not there says so; Close work order drops it from the address', async () => {
    answer(getWorkOrder, 404, { code: 'WORK_ORDER_NOT_FOUND', message: 'Work order not found' });
    const { user, location } = renderSheet('/admin?tab=atelier&workOrder=99');
    const missing = await screen.findByRole('dialog', { name: 'Work order 99' });
    expect(await within(missing).findByText('There is no work order with this number.')).toBeTruthy();
    await user.click(within(missing).getByRole('button', { name: 'Close work order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/admin?tab=atelier');
  });

  it('weighs in grams and records the lot of each material while compounding; the history names who did', async () => {
    const base = workOrder('compounding');
    const weighedFormula = {
      ...base.formula,
      composition: [
        { ...base.formula.composition[0]!, density: 0.876, grams: 1.75 },
        { ...base.formula.composition[1]!, density: 0.95, grams: 2.85 },
        { ...base.formula.composition[2]!, density: 1.001, grams: 3 },
      ],
      alcoholGrams: 33.18,
    };
    let held: WorkOrderDetail = { ...base, formula: weighedFormula };
    answer(getWorkOrder, () => held);
    const sent = answer(setWorkOrderLots, ({ body }) => {
      const lots = Object.fromEntries(Object.entries(body.lots).filter(([, lot]) => lot));
      held = {
        ...held,
        lots,
        events: [
          ...held.events,
          {
            from: 'compounding',
            to: 'compounding',
            by: 'Camille Roux',
            at: '2026-03-03T09:30:00.000Z',
            lots: [{ ingredientId: 1, name: 'Bergamot', lot: lots['1']! }],
          },
        ],
      };
      return held;
    });
    const { user } = renderSheet();
    const shown = await sheet();
    const formula = within(shown).getByRole('table', { name: 'Formula to weigh' });
    const cells = (name: string) =>
      within(
        within(formula)
          .getByRole('rowheader', { name: new RegExp(`^${name}`) })
          .closest('tr')!,
      )
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Jasmine')).toEqual(['Middle', '60', '3.00', '2.85', '6.0 %', 'Not recorded']);
    expect(cells('Alcohol base').slice(2)).toEqual(['42.00', '33.18', '84.0 %', '']);
    expect(cells('Fragrance').slice(1)).toEqual(['160', '8.00', '7.60', '16.0 %', '']);

    const lots = within(shown).getByRole('form', { name: 'Lots weighed' });
    expect(lots.textContent).toContain('3 lines still without one');
    await user.type(within(lots).getByRole('textbox', { name: 'Lot of Bergamot' }), 'BG-2611-07');
    await user.click(within(lots).getByRole('button', { name: 'Save lots' }));
    await findToast('Lots saved', 'Batch B2603-00003: 1 lot of 3 recorded.');
    expect(sent.calls.map((c) => c.body)).toEqual([{ lots: { '1': 'BG-2611-07', '9': '', '14': '' } }]);
    await waitFor(() => expect(cells('Bergamot')).toContain('BG-2611-07'));
    const history = within(shown).getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[1]!.textContent).toMatch(
      /^Lots recordedBergamot BG-2611-07Camille Roux/,
    );
  });
});
