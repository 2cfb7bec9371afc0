import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getPerfumeReviews, getReviewEligibility, postReview } from '@/domain/api/reviews';
import type { Answer } from '@/domain/api/endpoint';
import { answer, fail, hold } from '#tests/component/api';
import { customer, perfume } from '#tests/component/fixtures';
import { descriptionOf, fill, renderPage } from '#tests/component/render';
import ProductReviews from './product-reviews';

type Reviews = Answer<typeof getPerfumeReviews>;

const p = perfume(2);
const NO_REVIEWS: Reviews = {
  summary: { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, longevity: null, sillage: null },
  reviews: [],
};
const form = () => screen.getByRole('form', { name: `Review ${p.name}` });
const group = (legend: string) => within(form()).getByRole('group', { name: legend });
const choose = (legend: string, word: string) => within(group(legend)).getByRole('radio', { name: word });
const text = () => within(form()).getByRole('textbox', { name: 'Your review' });
const send = () => within(form()).getByRole('button', { name: /^(SEND MY REVIEW|SENDING…)$/ });

/** A signed-in customer who may review the perfume (a shipped order of it, no review yet). */
function renderReviews(url = `/product/${p.id}`) {
  answer(getPerfumeReviews, NO_REVIEWS);
  const eligibility = answer(getReviewEligibility, { canReview: true, reason: null, status: null });
  return {
    eligibility,
    ...renderPage(<ProductReviews perfumeId={p.id} name={p.name} />, { url, path: '/product/:id', user: customer() }),
  };
}

describe('the product page’s reviews', () => {
  it('says it is loading, then that there are none; a guest is asked to sign in and comes back to the form', async () => {
    const gate = hold();
    answer(getPerfumeReviews, async () => {
      await gate.opened;
      return NO_REVIEWS;
    });
    answer(getReviewEligibility, { canReview: false, reason: 'signed-out', status: null });
    renderPage(<ProductReviews perfumeId={p.id} name={p.name} />, { url: `/product/${p.id}`, path: '/product/:id' });
    expect(screen.getByText('Loading reviews…')).toBeTruthy();
    gate.open();
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/product/${p.id}?review=1#reviews`)}`);
    expect(signIn.parentElement?.textContent).toBe('Sign in to review a perfume you have received.');
    expect(screen.queryByRole('button', { name: 'WRITE A REVIEW' })).toBeNull();
  });

  it('a shopper who may not review yet, or has, is told why instead of a form', async () => {
    answer(getPerfumeReviews, NO_REVIEWS);
    answer(getReviewEligibility, { canReview: false, reason: 'not-verified', status: null });
    renderPage(<ProductReviews perfumeId={p.id} name={p.name} />, { url: `/product/${p.id}`, user: customer() });
    expect(
      await screen.findByText('You can review this perfume once an order of it has been shipped to you.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'WRITE A REVIEW' })).toBeNull();
  });

  it('sends nothing without the three scores and a few words; the count follows the text, up to 2,000', async () => {
    const sent = answer(postReview, { id: 1, status: 'pending', message: 'ok' });
    const { user } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'WRITE A REVIEW' }));
    expect(within(form()).getByRole('heading', { level: 3, name: `Review ${p.name}` })).toBeTruthy();
    expect(
      within(group('Your rating'))
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(descriptionOf(text())).toBe('0 / 2,000');
    expect(text().getAttribute('maxlength')).toBe('2000');

    await user.click(send());
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'Please give your rating, longevity and sillage, and write a few words.',
    );
    await user.click(choose('Your rating', '4 stars'));
    await user.click(choose('Longevity', 'Long-lasting'));
    await user.click(choose('Sillage', 'Moderate'));
    await fill(user, text(), '   ');
    expect(descriptionOf(text())).toBe('3 / 2,000');
    await user.click(send());
    expect(within(form()).getByRole('alert').textContent).toMatch(/^Please give your rating/);
    expect(sent.calls).toHaveLength(0);

    await fill(user, text(), 'é'.repeat(1500));
    expect(descriptionOf(text())).toBe('1,500 / 2,000');
  });

  it('sends the review, the button waits, then a thank-you takes the form’s place and the eligibility is asked again', async () => {
    const gate = hold();
    const sent = answer(postReview, async () => {
      await gate.opened;
      return { id: 9, status: 'pending' as const, message: 'Thank you' };
    });
    const { user, eligibility } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'WRITE A REVIEW' }));
    await user.click(choose('Your rating', '5 stars'));
    await user.click(choose('Longevity', 'Eternal'));
    await user.click(choose('Sillage', 'Soft'));
    await user.click(within(form()).getByRole('checkbox', { name: 'Winter' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Autumn' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Spring' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Spring' }));
    await fill(user, text(), 'Warm, and it lasts the whole day.');
    await user.click(send());
    await waitFor(() => expect(send().textContent).toBe('SENDING…'));
    expect(send()).toHaveProperty('disabled', true);
    expect(within(form()).queryByRole('alert')).toBeNull();
    gate.open();
    expect((await screen.findByRole('status')).textContent).toBe('Thank you: your review will appear once approved.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent.calls[0]?.params).toEqual({ id: String(p.id) });
    expect(sent.lastBody()).toEqual({
      rating: 5,
      longevity: 5,
      sillage: 2,
      seasons: ['winter', 'autumn'],
      body: 'Warm, and it lasts the whole day.',
    });
    await waitFor(() => expect(eligibility.calls).toHaveLength(2));
  });

  it('a refusal is said in the server’s words under the form, which keeps what was written', async () => {
    const replies = [
      fail(postReview, 403, {
        code: 'REVIEW_NOT_VERIFIED',
        message: 'You can review a perfume once an order of it has shipped.',
      }),
      fail(postReview, 409, { code: 'REVIEW_EXISTS', message: 'You have already reviewed this perfume.' }),
    ];
    const sent = answer(postReview, () => replies.shift()!);
    const { user } = renderReviews(`/product/${p.id}?review=1`);
    // ?review=1 (the sign-in's way back, the invitation's link) opens the form at once.
    await screen.findByRole('form', { name: `Review ${p.name}` });
    await user.click(choose('Your rating', '2 stars'));
    await user.click(choose('Longevity', 'Weak'));
    await user.click(choose('Sillage', 'Intimate'));
    await fill(user, text(), 'Gone within the hour.');
    await user.click(send());
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'You can review a perfume once an order of it has shipped.',
    );
    expect(send()).toHaveProperty('disabled', false);
    expect(text()).toHaveProperty('value', 'Gone within the hour.');
    expect(choose('Your rating', '2 stars')).toHaveProperty('checked', true);

    await user.click(send());
    await waitFor(() =>
      expect(within(form()).getByRole('alert').textContent).toBe('You have already reviewed this perfume.'),
    );
    expect(sent.calls).toHaveLength(2);
  });

  it('shows the summary and the reviews, a page at a time', async () => {
    const review = (id: number, body: string) => ({
      id,
      rating: 4,
      longevity: 4,
      sillage: 3,
      seasons: ['autumn' as const],
      body,
      author: 'Claire D.',
      createdAt: '2026-05-01T10:00:00.000Z',
      reply: id === 1 ? 'Thank you, Claire.' : null,
    });
    const summary = {
      count: 2,
      average: 4,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 },
      longevity: 4,
      sillage: 3,
    };
    const pages = answer(getPerfumeReviews, ({ query }) => ({
      summary,
      reviews: [query.after ? review(2, 'Second page.') : review(1, 'First page.')],
    }));
    answer(
      getPerfumeReviews,
      { summary, reviews: [review(1, 'First page.')] },
      { once: true, headers: { 'x-next-cursor': 'c1' } },
    );
    answer(getReviewEligibility, { canReview: false, reason: 'signed-out', status: null });
    const { user } = renderPage(<ProductReviews perfumeId={p.id} name={p.name} />, { url: `/product/${p.id}` });
    expect((await screen.findByText('4.0')).parentElement?.textContent).toContain('4.0 out of 5 stars');
    expect(screen.getByText('2 reviews')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Longevity: Long-lasting, 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('First page.')).toBeTruthy();
    expect(screen.getByText('Thank you, Claire.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SHOW MORE' }));
    expect(await screen.findByText('Second page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SHOW MORE' })).toBeNull();
    expect(pages.calls.at(-1)?.query).toMatchObject({ after: 'c1', limit: '10' });
  });
});
