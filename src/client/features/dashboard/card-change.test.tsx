import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSubscription } from '@/domain/api/auth';
import type { Answer } from '@/domain/api/endpoint';
import { setupSimulatedCard } from '@/domain/api/payments';
import { finishCardChange, listMySubscriptions, startCardChange } from '@/domain/api/refills';
import { answer, requests } from '#tests/component/api';
import { answerCatalogue } from '#tests/component/catalogue';
import { customer } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { SubscriptionPanel } from './subscription-panel';

type Refill = Answer<typeof listMySubscriptions>[number];

const refill = (changes: Partial<Refill> = {}): Refill => ({
  id: 31,
  status: 'past_due',
  intervalWeeks: 8,
  nextRenewalAt: '2027-01-28T09:00:00.000Z',
  resumeAt: null,
  name: 'Rose de Minuit',
  perfumeId: 1,
  creationId: null,
  volume: 50,
  price: 106.25,
  currency: 'EUR',
  lockedUntil: null,
  card: '•••• 0341',
  createdAt: '2026-11-01T09:00:00.000Z',
  ...changes,
});

/** The refill as the server keeps it: PUT …/card changes its card, the list reads it as it is then. */
function answerRefill(start: Refill = refill()) {
  let kept = start;
  answerCatalogue();
  answer(getSubscription, { status: 'active', plan: 'Refills' });
  answer(listMySubscriptions, () => [kept]);
  const started = answer(startCardChange, { setupId: 'seti_sim_1', clientSecret: 'seti_sim_1_secret_x' });
  const finished = answer(finishCardChange, () => {
    kept = { ...kept, status: 'active', card: '•••• 4444' };
    return kept;
  });
  return { started, finished };
}

const renderPanel = (url = '/dashboard?tab=subscription') =>
  renderPage(<SubscriptionPanel userId={7} />, { url, user: customer() });

async function typeCard(user: ReturnType<typeof renderPanel>['user'], number: string) {
  const dialog = within(await screen.findByRole('alertdialog'));
  await user.type(dialog.getByLabelText('Card number'), number);
  await user.type(dialog.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(dialog.getByLabelText('CVC'), '123');
  await user.click(dialog.getByRole('button', { name: 'Keep this card' }));
}

describe('changing a refill’s card (DESIGN §1 "Refills")', () => {
  it('starts the setup, completes it with the simulated provider, keeps the card, and shows its label', async () => {
    const { started, finished } = answerRefill();
    const setup = answer(setupSimulatedCard, { status: 'succeeded', setupId: 'seti_sim_1' });
    const { user } = renderPanel();
    const card = within(await screen.findByTestId('refill-card'));
    expect(card.getByText(/The last payment did not go through/)).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Change the card' }));
    await typeCard(user, '5555 5555 5555 4444');
    await findToast('Card changed', 'Your next refill is charged to •••• 4444.');
    expect(started.calls[0]!.params.id).toBe('31');
    expect(setup.lastBody()).toEqual({
      clientSecret: 'seti_sim_1_secret_x',
      cardNumber: '5555 5555 5555 4444',
      expiry: '12/30',
      cvc: '123',
    });
    expect(finished.lastBody()).toEqual({ setupId: 'seti_sim_1' });
    const order = requests().filter((r) => /card|setup/.test(r));
    expect(order).toEqual([
      'POST /api/user/subscriptions/31/card',
      'POST /api/payments/simulated/setup',
      'PUT /api/user/subscriptions/31/card',
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await card.findByText('•••• 4444')).toBeTruthy();
  });

  it('a card the provider refuses is said in its words, and the next card completes the same setup', async () => {
    const { started, finished } = answerRefill();
    const setup = answer(setupSimulatedCard, ({ body }) =>
      body.cardNumber.startsWith('4000 0000 0000 0002')
        ? { status: 'requires_payment_method', setupId: 'seti_sim_1', error: { message: 'Your card was declined.' } }
        : { status: 'succeeded', setupId: 'seti_sim_1' },
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Change the card' }));
    await typeCard(user, '4000000000000002');
    const dialog = within(screen.getByRole('alertdialog'));
    expect((await dialog.findByRole('alert')).textContent).toBe('The card was not saved: Your card was declined.');
    expect(finished.calls).toHaveLength(0);

    const number = dialog.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(dialog.getByRole('button', { name: 'Keep this card' }));
    await findToast('Card changed');
    expect(started.calls).toHaveLength(1);
    expect(setup.calls).toHaveLength(2);
    expect(finished.lastBody()).toEqual({ setupId: 'seti_sim_1' });
  });

  it('a refusal from the server is said in its words', async () => {
    answerRefill();
    answer(setupSimulatedCard, { status: 'succeeded', setupId: 'seti_sim_1' });
    answer(finishCardChange, 400, {
      code: 'CARD_SETUP_INCOMPLETE',
      message: 'The new card was not saved. Please enter it again.',
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Change the card' }));
    await typeCard(user, '4242424242424242');
    const dialog = within(screen.getByRole('alertdialog'));
    expect((await dialog.findByRole('alert')).textContent).toBe('The new card was not saved. Please enter it again.');
  });

  it('an unfinished card is checked at its fields: nothing is started', async () => {
    const { started } = answerRefill(refill({ status: 'active' }));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Change the card' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Keep this card' }));
    await waitFor(() => expect(dialog.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'));
    expect(started.calls).toHaveLength(0);
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('the declined mail’s link (?card=<id>) opens that refill’s card dialog', async () => {
    answerRefill();
    const { user, location } = renderPanel('/dashboard?tab=subscription&card=31');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Change the card' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/dashboard?tab=subscription'));
  });
});
