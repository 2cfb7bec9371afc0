import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getAdminOrder } from '@/domain/api/admin';
import { listOrderNotes } from '@/domain/api/customers';
import type { AdminOrder } from '@/domain/orders/admin-schemas';
import { answer } from '#tests/component/api';
import { answerCatalogue } from '#tests/component/catalogue';
import { adminOrder, giftCardOrderLine, owner } from '#tests/component/fixtures';
import { french } from '#tests/component/french';
import { renderPage } from '#tests/component/render';
import { I18nProvider } from '@/client/lib/i18n';
import { useSheetParam } from '../shared/use-sheet-param';
import { OrderSheet } from './order-sheet';

/**
 * The gift cards an order bought, as the back office's order sheet shows them (issue #51): each card's recipient, and
 * whom it is from when the giver signed it with a name of their own, in the admin's language.
 */

/** Order #12: a card signed "Aunt Margaux" for Jane, and one for Paul signed with the buyer's own name. */
function cardOrder(): AdminOrder {
  const order = adminOrder();
  const bought = (lineId: number, recipientName: string, fromName: string | null) => ({
    lineId,
    amount: 50,
    recipientName,
    recipientEmail: `${recipientName.split(' ')[0]!.toLowerCase()}@example.com`,
    message: null,
    fromName,
    sendOn: null,
    sentAt: null,
    cancelled: false,
  });
  return {
    ...order,
    items: [giftCardOrderLine(1, 'Jane Martin', 50), giftCardOrderLine(2, 'Paul Martin', 50)],
    giftCards: [bought(1, 'Jane Martin', 'Aunt Margaux'), bought(2, 'Paul Martin', null)],
  };
}

function Sheet() {
  return <OrderSheet sheet={useSheetParam('order')} />;
}

function renderSheet(inFrench = false) {
  // The lines' pictures come from the catalogue.
  answerCatalogue();
  answer(getAdminOrder, cardOrder());
  answer(listOrderNotes, []);
  const ui = inFrench ? (
    <I18nProvider translator={french()}>
      <Sheet />
    </I18nProvider>
  ) : (
    <Sheet />
  );
  return renderPage(ui, { url: '/admin?order=12', path: '/admin', user: owner() });
}

describe('the gift cards of an order in the back office', () => {
  it('name whom each card is from when the giver wrote it', async () => {
    renderSheet();
    const cards = await screen.findByRole('list', { name: 'Gift cards in this order' });
    const [jane, paul] = within(cards).getAllByTestId('gift-card-bought');
    expect(within(jane!).getByText('Gift card for Jane Martin')).toBeTruthy();
    expect(within(jane!).getByText('From:').nextElementSibling?.textContent).toBe('Aunt Margaux');
    // Signed with the buyer's name (the order's, shown as its customer): no "From" of its own.
    expect(within(paul!).queryByText('From:')).toBeNull();
  });

  it('and in French', async () => {
    renderSheet(true);
    const cards = await screen.findByRole('list', { name: 'Cartes cadeaux de cette commande' });
    const [jane, paul] = within(cards).getAllByTestId('gift-card-bought');
    expect(within(jane!).getByText('De la part de :').nextElementSibling?.textContent).toBe('Aunt Margaux');
    expect(within(paul!).queryByText('De la part de :')).toBeNull();
  });
});
