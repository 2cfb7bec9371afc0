import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { adminOrder, owner } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { OrderTotals } from '@/client/components/order-totals';
import { orderTotals, orderVat } from '@/client/lib/orders';
import { OrderVat } from './order-vat';

/**
 * The back office writes an order's amounts in the currency it was placed in (decision 070), whatever the
 * admin's own market (the test shop's is the euro's): a British order shows pounds, a Japanese one yen.
 */
const gbpOrder = () => adminOrder({ currency: 'GBP' });

function renderOrder(order = gbpOrder()) {
  return renderPage(
    <>
      <OrderTotals
        totals={orderTotals(order)}
        adjustments={order.adjustments}
        shippingMethod={order.shippingMethod}
        vat={orderVat(order)}
        currency={order.currency}
      />
      <OrderVat order={order} />
    </>,
    { url: '/admin?order=12', user: owner() },
  );
}

describe('an order’s VAT and totals in the back office', () => {
  it('are in pounds for an order placed in pounds, never in the admin’s euros', async () => {
    renderOrder();
    const table = await screen.findByRole('table', { name: 'VAT of order #12' });
    expect(table.textContent).toContain('£531.00');
    expect(table.textContent).toContain('£88.50');
    expect(table.textContent).toContain('£12.00');
    expect(table.textContent).not.toContain('€');
    const total = screen.getByText('Total', { selector: 'dt' }).nextElementSibling;
    expect(total?.textContent).toBe('£531.00');
    expect(screen.getByTestId('vat-line').textContent).toContain('£88.50');
  });

  it('are in whole yen for an order of a yen market: ¥19,800, not ¥1,980,000', async () => {
    const order = adminOrder({
      currency: 'JPY',
      total: 19_800,
      subtotal: 18_000,
      shipping: 1800,
      tax: 1800,
      shippingTax: 164,
      taxRate: 0.1,
      items: [{ ...adminOrder().items[0]!, quantity: 1, price: 18_000, tax: 1636, taxRate: 0.1 }],
    });
    renderOrder(order);
    const table = await screen.findByRole('table', { name: 'VAT of order #12' });
    expect(table.textContent).toContain('¥19,800');
    expect(table.textContent).toContain('¥1,800');
    expect(table.textContent).not.toContain('¥1,980,000');
    const total = screen.getByText('Total', { selector: 'dt' }).nextElementSibling;
    expect(total?.textContent).toBe('¥19,800');
  });
});
