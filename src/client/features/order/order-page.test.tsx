import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Answer } from '@/domain/api/endpoint';
import { getOrderPage } from '@/domain/api/orders';
import { listOrderReturns, requestReturn } from '@/domain/api/returns';
import { answer, hold, requests } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { adminOrder, giftCardOrderLine } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import OrderPage from './order-page';

type Order = Answer<typeof getOrderPage>;

/** The paid order #12, shipped `daysAgo` days ago, as its own page reads it. */
function shippedOrder(daysAgo: number): Order {
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
  } = adminOrder();
  const shippedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  return {
    ...order,
    status: 'shipped',
    carrier: 'Colissimo',
    trackingNumber: '6A00000000001',
    creditNotes: [],
    statusHistory: [
      { status: 'processing', at: '2026-03-02T10:05:00.000Z' },
      { status: 'shipped', at: shippedAt },
    ],
    atelier: null,
  };
}

const renderOrder = (url = '/orders/12?key=key-12') => renderPage(<OrderPage />, { url, path: '/orders/:id' });
const notFound = () => screen.findByRole('heading', { level: 1, name: 'We could not find this order' });

describe('the order’s own page', () => {
  it('just paid, the focus comes to the order’s heading; a later visit leaves it be', async () => {
    answerCatalogue();
    answerCart();
    answer(getOrderPage, { ...shippedOrder(1), paymentStatus: 'paid' });
    const paid = renderPage(<OrderPage />, {
      url: '/orders/12?key=key-12',
      path: '/orders/:id',
      state: { placed: true },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order #12' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    paid.unmount();

    renderOrder();
    const later = await screen.findByRole('heading', { level: 1, name: 'Order #12' });
    expect(document.activeElement).not.toBe(later);
  });

  it('a wrong key is "not found", with the way to sign in, and shows nothing of the order', async () => {
    const asked = answer(getOrderPage, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    renderOrder('/orders/12?key=not-the-key');
    await notFound();
    expect(screen.getByText(/^Please check the link in your confirmation e-mail\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Order Not Found · Maison Lumière');
    expect(screen.queryByText('12 rue des Lilas')).toBeNull();
    // The key goes to the order's API, in its query.
    expect(asked.calls.map((c) => c.url)).toEqual(['/api/orders/12?key=not-the-key']);
  });

  it('an address that is no order number is "not found" without asking the server', async () => {
    renderOrder('/orders/not-a-number');
    await notFound();
    expect(requests().filter((r) => r.startsWith('GET /api/orders'))).toEqual([]);
  });

  it('a delivered order offers its bottles to return, checks the form, and says once the return is asked', async () => {
    answerCatalogue();
    answerCart();
    answer(getOrderPage, shippedOrder(10));
    let returns: Answer<typeof listOrderReturns> = [];
    answer(listOrderReturns, () => returns);
    const gate = hold();
    const asked = answer(requestReturn, async ({ body }) => {
      await gate.opened;
      returns = [
        {
          id: 3,
          status: 'requested',
          lines: body.lines.map((l) => ({ ...l, name: 'Rose de Minuit — 50 ml' })),
          reason: body.reason,
          message: null,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      ];
      return { id: 3, status: 'requested' as const };
    });
    const { user } = renderOrder();
    const section = await screen.findByRole('region', { name: 'Return Items' });
    // Each bottle named with its size (issue #43).
    const rose = await within(section).findByRole('combobox', { name: 'Rose de Minuit — 50 ml: Bottles to return' });
    expect(within(section).getByText('Rose de Minuit — 50 ml')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Ask for a Return' }));
    expect(await within(section).findByText('Choose at least one bottle to return.')).toBeTruthy();

    await user.selectOptions(rose, '1');
    await user.click(within(section).getByRole('button', { name: 'Ask for a Return' }));
    expect(await within(section).findByText('Please tell us why you are returning them.')).toBeTruthy();
    expect(asked.calls).toHaveLength(0);

    await user.type(within(section).getByLabelText('Why are you returning them?'), 'Too strong for me');
    await user.click(within(section).getByRole('button', { name: 'Ask for a Return' }));
    gate.open();
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    expect(asked.lastBody()).toEqual({ lines: [{ lineId: 1, quantity: 1 }], reason: 'Too strong for me' });
    expect(asked.calls[0]?.query).toEqual({ key: 'key-12' });
    // The returns are read again: the one asked is listed, with its reason.
    expect(await within(section).findByText(/Too strong for me/)).toBeTruthy();
  });

  it('past the window it says until when returns were possible', async () => {
    answerCatalogue();
    answerCart();
    answer(getOrderPage, shippedOrder(40));
    answer(listOrderReturns, []);
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Return Items' });
    expect(await within(section).findByText(/^Returns were possible until .*, 14 days after delivery\.$/)).toBeTruthy();
    expect(within(section).queryByRole('combobox')).toBeNull();
  });
});

describe('an order of gift cards only (issue #43)', () => {
  /** Order #12: two gift cards, one mailed, one waiting for its day; nothing to ship. */
  function cardOrder(): Order {
    const buyer = {
      fullName: 'Claire Dubois',
      email: 'claire@example.com',
      address: '',
      city: '',
      postalCode: '',
      country: '',
    };
    return {
      ...shippedOrder(0),
      status: 'processing',
      carrier: null,
      trackingNumber: null,
      total: 150,
      subtotal: 150,
      shipping: 0,
      shippingTax: null,
      shippingMethod: null,
      countryName: '',
      items: [giftCardOrderLine(1, 'Jane Martin', 100), giftCardOrderLine(2, 'Paul Martin', 50)],
      shippingDetails: buyer,
      billingDetails: buyer,
      statusHistory: [{ status: 'processing', at: '2026-03-02T10:05:00.000Z' }],
      giftCards: [
        {
          lineId: 1,
          amount: 100,
          recipientName: 'Jane Martin',
          recipientEmail: 'jane@example.com',
          message: 'Happy birthday, Jane',
          fromName: 'Aunt Margaux',
          sendOn: null,
          sentAt: '2026-03-02T10:06:00.000Z',
          cancelled: false,
        },
        {
          lineId: 2,
          amount: 50,
          recipientName: 'Paul Martin',
          recipientEmail: 'paul@example.com',
          message: null,
          fromName: null,
          sendOn: '2026-12-24',
          sentAt: null,
          cancelled: false,
        },
      ],
    };
  }

  it('shows each card’s recipient, e-mail, giver, message and day, and whether it has gone; nothing to ship or make', async () => {
    answerCatalogue();
    answerCart();
    answer(getOrderPage, cardOrder());
    answer(listOrderReturns, []);
    renderOrder();
    const cards = await screen.findByRole('list', { name: 'Gift cards in this order' });
    const [jane, paul] = within(cards).getAllByTestId('gift-card-bought');
    expect(within(jane!).getByText('Gift card for Jane Martin')).toBeTruthy();
    expect(within(jane!).getByText('jane@example.com')).toBeTruthy();
    expect(within(jane!).getByText('Happy birthday, Jane')).toBeTruthy();
    // Whom it is from, as the giver signed it; a card signed with the buyer's own name says nothing more.
    expect(within(jane!).getByText('From:').nextElementSibling?.textContent).toBe('Aunt Margaux');
    expect(within(paul!).queryByText('From:')).toBeNull();
    expect(within(jane!).getByText(/^E-mailed on /)).toBeTruthy();
    expect(within(paul!).getByText('paul@example.com')).toBeTruthy();
    expect(within(paul!).getByText('December 24, 2026')).toBeTruthy();
    expect(within(paul!).getByText('To be e-mailed on December 24, 2026')).toBeTruthy();

    expect(screen.queryByRole('heading', { name: 'Shipping Address' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Details' })).toBeTruthy();
    expect(screen.getByText('Gift cards are e-mailed to their recipients: nothing is shipped.')).toBeTruthy();
    expect(screen.queryByText(/Made to order|ships in about/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Order again/ })).toBeNull();
    const items = screen.getByRole('list', { name: 'Items in order #12' });
    expect(within(items).getAllByText('Gift card', { exact: true })).toHaveLength(2);
    expect(within(items).queryByText('Custom', { exact: true })).toBeNull();
    expect(items.querySelectorAll('svg[data-art="gift-card"]')).toHaveLength(2);
    expect(screen.queryByText('Shipping', { exact: true })).toBeNull();
  });
});
