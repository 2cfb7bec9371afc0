import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listAdminReviews, moderateReview } from '@/domain/api/reviews';
import type { AdminReview } from '@/domain/reviews/schemas';
import { answer, fail, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { ReviewsPanel } from './reviews-panel';

const review = (changes: Partial<AdminReview> = {}): AdminReview => ({
  id: 8,
  rating: 4,
  longevity: 4,
  sillage: 2,
  seasons: ['autumn', 'winter'],
  body: 'Warm and velvety; lasts all evening.',
  author: 'Louise M.',
  createdAt: '2026-03-10T09:00:00.000Z',
  reply: null,
  perfumeId: 1,
  perfumeName: 'Rose de Minuit',
  status: 'pending',
  userId: 7,
  orderId: 12,
  updatedAt: '2026-03-10T09:00:00.000Z',
  ...changes,
});

/** The server's reviews, each status's own, moderated by each PUT (and read afresh after it). */
function server(reviews: AdminReview[] = [review()]) {
  let held = reviews;
  answer(listAdminReviews, ({ query }) => held.filter((r) => r.status === (query.status ?? 'pending')));
  const moderate = (id: number, status: AdminReview['status'], reply?: string) => {
    held = held.map((r) =>
      r.id === id ? { ...r, status, ...(reply === undefined ? {} : { reply: reply.trim() || null }) } : r,
    );
    return held.find((r) => r.id === id)!;
  };
  return { moderate };
}
const renderReviews = () => renderPage(<ReviewsPanel />, { url: '/admin?tab=reviews', user: owner() });
const card = (perfume = 'Rose de Minuit') => screen.findByText(perfume).then((p) => p.closest('li')!);

describe('the back office’s reviews', () => {
  it('shows the pending queue: the perfume, who, the stars, the scores and the words', async () => {
    server();
    renderReviews();
    const pending = await card();
    expect(pending.textContent).toContain('Louise M. · 10/03/2026 · Pending');
    expect(pending.textContent).toContain('4 out of 5 stars');
    expect(pending.textContent).toContain('Longevity: Long-lasting · Sillage: Soft · Autumn, Winter');
    expect(pending.textContent).toContain('Warm and velvety; lasts all evening.');
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Hide' })).toBeTruthy();
  });

  it('an empty queue says so; another status is one click away', async () => {
    server([review({ status: 'hidden' })]);
    const { user } = renderReviews();
    expect(await screen.findByText('No review waits for approval')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByText('No approved reviews')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    const hidden = await card();
    expect(within(hidden).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(hidden).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('approving publishes it: the buttons wait meanwhile, the body sent, and it leaves the queue', async () => {
    const { moderate } = server();
    const gate = hold();
    const sent = answer(moderateReview, async ({ params, body }) => {
      await gate.opened;
      return moderate(Number(params.id), body.status, body.reply);
    });
    const { user } = renderReviews();
    const pending = await card();
    await user.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect(within(pending).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    expect(within(pending).getByRole('button', { name: 'Hide' })).toHaveProperty('disabled', true);
    gate.open();
    expect(await screen.findByText('No review waits for approval')).toBeTruthy();
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([['8', { status: 'approved' }]]);
  });

  it('hiding sends the hidden status, and it leaves the queue', async () => {
    const { moderate } = server();
    const sent = answer(moderateReview, ({ params, body }) => moderate(Number(params.id), body.status));
    const { user } = renderReviews();
    await user.click(within(await card()).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('No review waits for approval')).toBeTruthy();
    expect(sent.lastBody()).toEqual({ status: 'hidden' });
  });

  it('a reply is written, then approved with it; Cancel first sends nothing', async () => {
    const { moderate } = server([review({ status: 'approved' })]);
    const gate = hold();
    const sent = answer(moderateReview, async ({ params, body }) => {
      await gate.opened;
      return moderate(Number(params.id), body.status, body.reply);
    });
    const { user } = renderReviews();
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    let approved = await card();
    await user.click(within(approved).getByRole('button', { name: 'Reply' }));
    await user.type(within(approved).getByRole('textbox', { name: 'Reply from the house' }), 'Not this one');
    await user.click(within(approved).getByRole('button', { name: 'Cancel' }));
    expect(within(approved).queryByRole('textbox')).toBeNull();
    expect(sent.calls).toHaveLength(0);

    await user.click(within(approved).getByRole('button', { name: 'Reply' }));
    const reply = within(approved).getByRole('textbox', { name: 'Reply from the house' });
    await user.clear(reply);
    await user.type(reply, 'Thank you, Louise.');
    await user.click(within(approved).getByRole('button', { name: 'Approve with reply' }));
    expect(within(approved).getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    gate.open();
    await waitFor(() => expect(within(approved).queryByRole('textbox')).toBeNull());
    expect(sent.lastBody()).toEqual({ status: 'approved', reply: 'Thank you, Louise.' });
    approved = await card();
    await waitFor(() => expect(approved.textContent).toContain('Thank you, Louise.'));
  });

  it('a hidden review’s reply keeps it hidden', async () => {
    const { moderate } = server([review({ status: 'hidden' })]);
    const sent = answer(moderateReview, ({ params, body }) => moderate(Number(params.id), body.status, body.reply));
    const { user } = renderReviews();
    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    const hidden = await card();
    await user.click(within(hidden).getByRole('button', { name: 'Reply' }));
    await user.type(within(hidden).getByRole('textbox', { name: 'Reply from the house' }), 'Written to you by mail.');
    await user.click(within(hidden).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.lastBody()).toEqual({ status: 'hidden', reply: 'Written to you by mail.' });
  });

  it('a refused moderation is said on the card, which stays', async () => {
    server();
    answer(moderateReview, 404, { code: 'REVIEW_NOT_FOUND', message: 'This review is no longer there.' });
    const { user } = renderReviews();
    const pending = await card();
    await user.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect((await within(pending).findByRole('alert')).textContent).toBe('This review is no longer there.');
    expect(within(pending).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', false);
  });

  it('a queue that fails to load says so, and Try again reads it again', async () => {
    let calls = 0;
    answer(listAdminReviews, () => (++calls === 1 ? fail(listAdminReviews, 500, { code: 'INTERNAL' }) : [review()]));
    const { user } = renderReviews();
    expect(await screen.findByText('The reviews could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Try again/i }));
    expect(await card()).toBeTruthy();
  });

  it('more than a page: Show more reads the next one after the last', async () => {
    // The newest stub answers first: the first page once, then the next.
    const next = answer(listAdminReviews, [review({ id: 9, perfumeName: 'Iris Lumière' })]);
    const first = answer(listAdminReviews, [review()], { once: true, headers: { 'x-next-cursor': 'c2' } });
    const { user } = renderReviews();
    await card();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await card('Iris Lumière')).toBeTruthy();
    expect(screen.getByText('Rose de Minuit')).toBeTruthy();
    expect(first.calls[0]?.query).toEqual({ status: 'pending', limit: '20' });
    expect(next.calls[0]?.query).toEqual({ status: 'pending', limit: '20', after: 'c2' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
