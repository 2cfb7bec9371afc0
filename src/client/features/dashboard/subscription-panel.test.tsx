import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSubscription } from '@/domain/api/auth';
import type { Answer } from '@/domain/api/endpoint';
import { changeMySubscription, listMySubscriptions, renewMySubscription } from '@/domain/api/refills';
import { I18nProvider } from '@/client/lib/i18n';
import { answer } from '#tests/component/api';
import { answerCatalogue } from '#tests/component/catalogue';
import { customer } from '#tests/component/fixtures';
import { french } from '#tests/component/french';
import { findToast, renderPage } from '#tests/component/render';
import { SubscriptionPanel } from './subscription-panel';

type Refill = Answer<typeof listMySubscriptions>[number];

const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString();

function refill(changes: Partial<Refill> = {}): Refill {
  const next = changes.nextRenewalAt === undefined ? '2027-01-28T09:00:00.000Z' : changes.nextRenewalAt;
  return {
    id: 31,
    status: 'active',
    intervalWeeks: 8,
    nextRenewalAt: next,
    resumeAt: null,
    name: 'Rose de Minuit',
    perfumeId: 1,
    creationId: null,
    volume: 50,
    price: 106.25,
    currency: 'EUR',
    lockedUntil: null,
    card: '•••• 4242',
    createdAt: '2026-11-01T09:00:00.000Z',
    ...changes,
  };
}

function answerRefills(list: Refill[], status: 'active' | 'inactive' = 'active') {
  answerCatalogue();
  answer(getSubscription, { status, plan: status === 'active' ? 'Refills' : null });
  return answer(listMySubscriptions, list);
}

const renderPanel = (ui = <SubscriptionPanel userId={7} />) =>
  renderPage(ui, { url: '/dashboard?tab=subscription', user: customer() });

const card = () => screen.findByTestId('refill-card');

describe('the Subscription tab: refills (DESIGN §1 "Refills")', () => {
  it('lists each refill: its name and volume, status, interval, next delivery date, price and card', async () => {
    answerRefills([refill()]);
    renderPanel();
    const item = within(await card());
    expect(item.getByRole('heading', { name: 'Rose de Minuit 50 ml' })).toBeTruthy();
    expect(item.getByText('Active')).toBeTruthy();
    expect(item.getByText('8 weeks')).toBeTruthy();
    const next = item.getByText('January 28, 2027');
    expect(next.tagName).toBe('TIME');
    expect(next.getAttribute('datetime')).toBe('2027-01-28T09:00:00.000Z');
    expect(item.getByText('€106.25')).toBeTruthy();
    expect(item.getByText('•••• 4242')).toBeTruthy();
  });

  it('writes the date and the price as the page’s language does', async () => {
    answerRefills([refill({ status: 'past_due' })]);
    renderPanel(
      <I18nProvider translator={french()}>
        <SubscriptionPanel userId={7} />
      </I18nProvider>,
    );
    const item = within(await card());
    expect(item.getByText('28 janvier 2027')).toBeTruthy();
    expect(item.getByText(/^106,25\s€$/).textContent).toBe('106,25\u00a0€');
    expect(item.getByText('Paiement échoué')).toBeTruthy();
  });

  it('while none is active, the promo describes the programme and View Plans leads to it', async () => {
    answerRefills([], 'inactive');
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Your perfume, before the bottle runs dry' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText(/delivered again every 4, 8, or 12 weeks, at 15% less than a one-off bottle/),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/refill#programme');
    expect(await screen.findByText('No refill yet')).toBeTruthy();
  });

  it('"Skip the next delivery" sends skipNext, says so and reads the refills again', async () => {
    const list = answerRefills([refill()]);
    const put = answer(changeMySubscription, ({ params }) => ({ ...refill({ id: Number(params.id) }) }));
    const { user } = renderPanel();
    await card();
    await user.click(screen.getByRole('button', { name: 'Skip the next delivery' }));
    await findToast('Refill updated', 'The next delivery is skipped.');
    expect(put.calls[0]!.params.id).toBe('31');
    expect(put.lastBody()).toEqual({ skipNext: true });
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(1));
  });

  it('a refusal is said in the server’s words', async () => {
    answerRefills([refill()]);
    answer(changeMySubscription, 409, {
      code: 'SUBSCRIPTION_LOCKED',
      message: 'This refill is being prepared: it can be changed again after its delivery is charged.',
    });
    const { user } = renderPanel();
    await card();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pause for' }), '2');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await findToast(
      'Your refill could not be changed',
      'This refill is being prepared: it can be changed again after its delivery is charged.',
    );
  });

  it('pauses for the deliveries chosen, and changes the interval', async () => {
    answerRefills([refill()]);
    const put = answer(changeMySubscription, refill());
    const { user } = renderPanel();
    await card();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pause for' }), '3');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await findToast('Refill updated', 'Your refill is paused.');
    expect(put.lastBody()).toEqual({ status: 'paused', pauseCycles: 3 });
    const change = screen.getByRole('button', { name: 'Change the interval' });
    expect(change).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deliver' }), '12');
    await user.click(change);
    await waitFor(() => expect(put.lastBody()).toEqual({ intervalWeeks: 12 }));
  });

  it('locked before a renewal: the changes are disabled and say why; cancelling stays open', async () => {
    answerRefills([refill({ nextRenewalAt: inDays(1), lockedUntil: inDays(-1) })]);
    renderPanel();
    await card();
    expect(screen.getByText('Changes reopen after this delivery is charged.')).toBeTruthy();
    for (const name of ['Skip the next delivery', 'Send the next one now', 'Pause', 'Change the interval']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Cancel the refill' })).toHaveProperty('disabled', false);
  });

  it('not yet locked when lockedUntil is still ahead', async () => {
    answerRefills([refill({ nextRenewalAt: inDays(5), lockedUntil: inDays(3) })]);
    renderPanel();
    await card();
    expect(screen.queryByText('Changes reopen after this delivery is charged.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip the next delivery' })).toHaveProperty('disabled', false);
  });

  it('"Send the next one now" says what is charged, to which card, before it is', async () => {
    answerRefills([refill()]);
    const renew = answer(renewMySubscription, { orderId: 512 });
    const { user } = renderPanel();
    await card();
    await user.click(screen.getByRole('button', { name: 'Send the next one now' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('€106.25 will be charged now to your kept card (•••• 4242)');
    expect(renew.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Charge and send' }));
    await findToast('Your next refill is on its way', 'Order #512 is paid and will be prepared.');
    expect(renew.calls).toHaveLength(1);
  });

  it('cancelling asks first, then is one click', async () => {
    answerRefills([refill()]);
    const put = answer(changeMySubscription, refill({ status: 'cancelled', nextRenewalAt: null }));
    const { user } = renderPanel();
    await card();
    await user.click(screen.getByRole('button', { name: 'Cancel the refill' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the refill' }));
    await findToast('Refill updated', 'Your refill is cancelled. A confirmation is on its way by e-mail.');
    expect(put.lastBody()).toEqual({ status: 'cancelled' });
  });

  it('none yet: an empty state leading to the programme', async () => {
    answerRefills([], 'inactive');
    renderPanel();
    expect(await screen.findByText('No refill yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How refills work' }).getAttribute('href')).toBe('/refill#programme');
  });
});
