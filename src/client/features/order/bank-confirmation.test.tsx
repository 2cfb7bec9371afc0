import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Answer } from '@/domain/api/endpoint';
import { getOrderPage } from '@/domain/api/orders';
import { authenticateSimulatedCharge } from '@/domain/api/payments';
import { answer } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { adminOrder, customer } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import OrderPage from './order-page';

type Order = Answer<typeof getOrderPage>;

/** A refill's renewal, order #12, waiting for its card holder's confirmation (3-D Secure). */
function renewal(changes: Partial<Order> = {}): Order {
  const {
    customer: _c,
    refundable: _r,
    payment: _p,
    refunds: _f,
    refundedAt: _a,
    userId: _u,
    guestId: _g,
    isTestPayment: _t,
    statusHistory: _h,
    ...order
  } = adminOrder({ status: 'pending', paymentStatus: 'pending', paidAt: null });
  return { ...order, creditNotes: [], statusHistory: [], atelier: null, ...changes };
}

const SECRET = 'pi_sim_1_secret_y';
/** The panel, once its button can be pressed (the shop's payment provider known). */
async function confirmPanel() {
  const panel = within(await screen.findByTestId('bank-confirmation'));
  await waitFor(() =>
    expect(panel.getByRole('button', { name: 'Confirm the payment' })).toHaveProperty('disabled', false),
  );
  return panel;
}

const renderOrder = (url = `/orders/12?confirm=${SECRET}`, signedIn = true) =>
  renderPage(<OrderPage />, { url, path: '/orders/:id', ...(signedIn ? { user: customer() } : {}) });

describe('an order’s bank confirmation (a refill’s renewal, 3-D Secure)', () => {
  it('the mailed link shows the amount and confirms the charge with the provider, then the order reads as paid', async () => {
    answerCatalogue();
    answerCart();
    let paid = false;
    const order = answer(getOrderPage, () => renewal(paid ? { status: 'processing', paymentStatus: 'paid' } : {}));
    const asked = answer(authenticateSimulatedCharge, () => {
      paid = true;
      return { status: 'succeeded', paymentIntentId: 'pi_sim_1' };
    });
    const { user } = renderOrder();
    const panel = await confirmPanel();
    expect(panel.getByRole('heading', { name: 'Your bank asks you to confirm this payment' })).toBeTruthy();
    expect(panel.getByText(/€531\.00 is waiting for your confirmation/)).toBeTruthy();
    // The order is its owner's: asked for without a key.
    expect(order.calls[0]!.url).toBe('/api/orders/12');

    await user.click(panel.getByRole('button', { name: 'Confirm the payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy();
    expect(asked.lastBody()).toEqual({ clientSecret: SECRET });
    await waitFor(() => expect(screen.getByText('Thank you: your order is paid and will be prepared.')).toBeTruthy());
    expect(order.calls.length).toBeGreaterThan(1);
    expect(screen.queryByTestId('bank-confirmation')).toBeNull();
  });

  it('a confirmation the provider refuses is said, and can be tried again', async () => {
    answerCatalogue();
    answerCart();
    answer(getOrderPage, renewal());
    answer(authenticateSimulatedCharge, 404, { code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
    const { user } = renderOrder();
    const panel = await confirmPanel();
    await user.click(panel.getByRole('button', { name: 'Confirm the payment' }));
    expect((await panel.findByRole('alert')).textContent).toBe('Payment not found');
    expect(panel.getByRole('button', { name: 'Confirm the payment' })).toBeTruthy();
  });

  it('without the link’s secret, the order page shows no confirmation', async () => {
    answerCatalogue();
    answerCart();
    answer(getOrderPage, renewal());
    renderOrder('/orders/12');
    await screen.findByRole('heading', { level: 1, name: 'Order #12' });
    expect(screen.queryByTestId('bank-confirmation')).toBeNull();
  });

  it('signed out, the link is "not found" and its sign-in comes back to it', async () => {
    answer(getOrderPage, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    renderOrder(`/orders/12?confirm=${SECRET}`, false);
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/orders/12?confirm=${SECRET}`)}`);
  });
});
