import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@/client/lib/i18n';
import { createTranslator } from '@/domain/i18n/translator';
import { addCartLine } from '@/domain/api/cart';
import { answer, hold } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { customer } from '#tests/component/fixtures';
import GiftCardsPage from './gift-cards-page';

const form = () => screen.getByRole('form', { name: 'Gift card' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });
const amount = (name: string) =>
  within(within(form()).getByRole('radiogroup', { name: 'Amount' })).getByRole('radio', { name });
const addButton = () => within(form()).getByRole('button', { name: 'Add to Cart' });

function renderGiftCards(options: Parameters<typeof renderPage>[1] = { url: '/gift-cards' }) {
  answerCatalogue();
  const cart = answerCart();
  return { cart, ...renderPage(<GiftCardsPage />, options) };
}

/** The card as the mail will show it, beside the form: a figure named by its caption. */
const preview = () => screen.getByRole('figure', { name: 'Preview of the card' });

describe('the gift card page', () => {
  it('previews the card as the mail will show it, as the shopper types, without announcing each keystroke', async () => {
    const { user } = renderGiftCards();
    const card = preview();
    // Outside any live region: a screen reader reads it when it comes to it, not at every keystroke.
    expect(card.closest('[aria-live]')).toBeNull();
    expect(card.querySelector('[aria-live]')).toBeNull();
    expect(within(card).getByText('€50.00')).toBeTruthy();
    expect(within(card).getByText('GIFT CARD')).toBeTruthy();
    expect(within(card).getByText('Maison Lumière')).toBeTruthy();
    expect(within(card).getByText('From you')).toBeTruthy();

    await user.click(amount('Another amount'));
    await fill(user, field('Amount (25 to 1,000)'), '180');
    expect(within(card).getByText('€180.00')).toBeTruthy();
    expect(within(card).queryByText('€50.00')).toBeNull();

    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field('Message (optional)'), 'For your first bottle of your own');
    expect(within(card).getByText('Dear Ines,')).toBeTruthy();
    expect(within(card).getByText('For your first bottle of your own')).toBeTruthy();
  });

  it("signs the preview with a signed-in shopper's name", () => {
    renderGiftCards({ url: '/gift-cards', user: { ...customer(), fullName: 'Camille Roux' } });
    return waitFor(() => expect(within(preview()).getByText('From Camille Roux')).toBeTruthy());
  });

  it('"From" signs the preview as the shopper types it, in place of the account’s name; emptied, the name is back', async () => {
    const { user } = renderGiftCards({ url: '/gift-cards', user: { ...customer(), fullName: 'Camille Roux' } });
    const from = field('From (optional)');
    expect(from).toHaveProperty('value', '');
    expect(descriptionOf(from)).toBe(
      'Your name as the recipient will read it on the card. Left empty, the card is signed with the name on your order.',
    );
    await waitFor(() => expect(within(preview()).getByText('From Camille Roux')).toBeTruthy());
    await fill(user, from, 'Mum and Dad');
    expect(within(preview()).getByText('From Mum and Dad')).toBeTruthy();
    expect(within(preview()).queryByText('From Camille Roux')).toBeNull();
    await user.clear(from);
    await user.type(from, '   ');
    expect(within(preview()).getByText('From Camille Roux')).toBeTruthy();
  });

  it('"From" is sent when written, refused past 80 characters at its field, and "From you" without any name', async () => {
    const { user, cart } = renderGiftCards();
    const sent = answer(addCartLine, { id: 1, quantity: 1 });
    const from = field('From (optional)');
    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    expect(within(preview()).getByText('From you')).toBeTruthy();

    await fill(user, from, 'x'.repeat(81));
    await user.click(addButton());
    await waitFor(() =>
      expect(descriptionOf(from)).toBe(
        'Your name as the recipient will read it on the card. Left empty, the card is signed with the name on your order. The name on the card is at most 80 characters',
      ),
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(cart.stubs.add.calls).toHaveLength(0);
    expect(sent.calls).toHaveLength(0);

    await fill(user, from, '  Your cousin Léa  ');
    expect(within(preview()).getByText('From Your cousin Léa')).toBeTruthy();
    await user.click(addButton());
    await findToast('Added to cart', 'A gift card of €50.00 for Ines.');
    expect(sent.lastBody().giftCard).toEqual({
      amount: 50,
      recipientName: 'Ines',
      recipientEmail: 'ines@example.com',
      fromName: 'Your cousin Léa',
    });
  });

  it('offers four amounts, €50 chosen at first, or another amount in its own field', async () => {
    const { user } = renderGiftCards();
    expect(document.title).toBe('Gift Cards · Maison Lumière');
    const checked = () =>
      within(form())
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('aria-checked') === 'true')
        .map((r) => r.textContent);
    expect(
      within(form())
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['€25.00', '€50.00', '€100.00', '€200.00', 'Another amount']);
    expect(checked()).toEqual(['€50.00']);
    expect(within(form()).queryByLabelText('Amount (25 to 1,000)')).toBeNull();

    await user.click(amount('€200.00'));
    expect(checked()).toEqual(['€200.00']);
    await user.click(amount('Another amount'));
    expect(checked()).toEqual(['Another amount']);
    expect(field('Amount (25 to 1,000)')).toHaveProperty('value', '');
    expect(descriptionOf(field('Delivery day'))).toBe('Left empty, the card is mailed as soon as your order is paid.');
  });

  it('sends nothing until the amount and the recipient are right: each field says what it needs', async () => {
    const { user, cart } = renderGiftCards();
    await user.click(amount('Another amount'));
    await user.click(addButton());
    await waitFor(() => expect(descriptionOf(field('Amount (25 to 1,000)'))).toBe('The amount must be a number'));
    expect(field('Amount (25 to 1,000)').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field("Recipient's name"))).toBe("The recipient's name is required");
    expect(descriptionOf(field("Recipient's e-mail"))).toBe('Invalid email address');

    await fill(user, field('Amount (25 to 1,000)'), '20');
    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field("Recipient's e-mail"), 'ines at example');
    await user.click(addButton());
    await waitFor(() => expect(descriptionOf(field('Amount (25 to 1,000)'))).toBe('A gift card is worth 25 to 1,000'));
    expect(descriptionOf(field("Recipient's name"))).toBe('');
    expect(field("Recipient's name").getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(field("Recipient's e-mail"))).toBe('Invalid email address');

    await fill(user, field('Amount (25 to 1,000)'), '30.5');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    await fill(user, field('Message (optional)'), 'x'.repeat(501));
    await user.click(addButton());
    await waitFor(() => expect(descriptionOf(field('Amount (25 to 1,000)'))).toBe('The amount must be a whole number'));
    expect(descriptionOf(field('Message (optional)'))).toBe('The message is at most 500 characters');
    expect(descriptionOf(field("Recipient's e-mail"))).toBe('');
    expect(cart.stubs.add.calls).toHaveLength(0);
  });

  it('adds the card to the cart: the button waits, then a toast names it and the cart opens', async () => {
    const { user, location } = renderGiftCards();
    const gate = hold();
    const sent = answer(addCartLine, async () => {
      await gate.opened;
      return { id: 1, quantity: 1 };
    });
    await user.click(amount('€100.00'));
    await fill(user, field("Recipient's name"), 'Ines Laurent');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    await fill(user, field('Message (optional)'), 'Joyeux anniversaire !');
    await fill(user, field('Delivery day'), '2031-05-01');
    await user.click(addButton());
    await waitFor(() => expect(addButton()).toHaveProperty('disabled', true));
    gate.open();
    await findToast('Added to cart', 'A gift card of €100.00 for Ines Laurent.');
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(sent.calls).toHaveLength(1);
    expect(sent.lastBody()).toMatchObject({
      quantity: 1,
      giftCard: {
        amount: 100,
        recipientName: 'Ines Laurent',
        recipientEmail: 'ines@example.com',
        message: 'Joyeux anniversaire !',
        sendOn: '2031-05-01',
      },
    });
  });

  it('another amount goes as typed; without a message or a day, neither is sent', async () => {
    const { user } = renderGiftCards();
    const sent = answer(addCartLine, { id: 1, quantity: 1 });
    await user.click(amount('Another amount'));
    await fill(user, field('Amount (25 to 1,000)'), '250');
    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    await fill(user, field('Message (optional)'), '   ');
    await user.click(addButton());
    await findToast('Added to cart', 'A gift card of €250.00 for Ines.');
    const body = sent.lastBody();
    expect(body.giftCard).toEqual({ amount: 250, recipientName: 'Ines', recipientEmail: 'ines@example.com' });
  });

  it('a refusal of the server is said in its words, and the form stays to be tried again', async () => {
    const { user, location } = renderGiftCards();
    answer(addCartLine, 400, { code: 'CART_FULL', message: 'Your cart holds as many lines as it can.' });
    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    await user.click(addButton());
    await findToast('Not added', 'Your cart holds as many lines as it can.');
    expect(location()).toBe('/gift-cards');
    expect(addButton()).toHaveProperty('disabled', false);
    expect(field("Recipient's name")).toHaveProperty('value', 'Ines');
  });

  it('writes the recipient’s mail in the language chosen, the page’s at first; each language named in its own', async () => {
    const { user } = renderGiftCards();
    const sent = answer(addCartLine, { id: 1, quantity: 1 });
    const language = field('Language of the e-mail') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'],
      ['fr', 'Français', 'fr'],
    ]);
    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    await user.selectOptions(language, 'Français');
    await user.click(addButton());
    await findToast('Added to cart', 'A gift card of €50.00 for Ines.');
    expect(sent.lastBody().giftCard).toEqual({
      amount: 50,
      recipientName: 'Ines',
      recipientEmail: 'ines@example.com',
      recipientLocale: 'fr',
    });
  });

  it('on a French page, French is chosen at first and sent', async () => {
    answerCatalogue();
    answerCart();
    const french = createTranslator('fr', {}, compileMessage);
    const { user } = renderPage(
      <I18nProvider translator={french}>
        <GiftCardsPage />
      </I18nProvider>,
      { url: '/gift-cards' },
    );
    const sent = answer(addCartLine, { id: 1, quantity: 1 });
    const language = field('Language of the e-mail') as HTMLSelectElement;
    expect(language.value).toBe('fr');
    await fill(user, field("Recipient's name"), 'Ines');
    await fill(user, field("Recipient's e-mail"), 'ines@example.com');
    await user.click(addButton());
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.lastBody().giftCard).toMatchObject({ recipientName: 'Ines', recipientLocale: 'fr' });
  });
});
