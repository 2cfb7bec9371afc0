import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getHousePage } from '@/domain/api/pages';
import type { HousePage } from '@/domain/pages/schemas';
import { answer } from '#tests/component/api';
import { renderPage } from '#tests/component/render';
import InfoPage from './info-page';

/** The house's pages as the owner wrote them (issue #43): sections, questions, links; nothing becomes markup. */

const page = (changes: Partial<HousePage>): HousePage => ({
  slug: 'shipping-returns',
  title: 'Shipping & Returns',
  intro: 'Delivery priced by destination.',
  body: '',
  updatedAt: null,
  ...changes,
});

describe('a house page', () => {
  it('shows its sections with their anchors, lists and links, and HTML as typed', async () => {
    answer(
      getHousePage,
      page({
        intro: 'Delivery by **destination**.',
        body: [
          '## Returns {#returns}',
          'Within **14 days**, write to [us](mailto:care@example.com) or see the [terms](/terms#withdrawal).',
          '',
          '- <b>not bold</b>',
          '- [nowhere](javascript:alert(1))',
        ].join('\n'),
        updatedAt: '2026-11-29T02:00:00.000Z',
      }),
    );
    renderPage(<InfoPage />, { url: '/shipping-returns', path: '/shipping-returns' });
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).getByRole('heading', { level: 2 }).id).toBe('returns');
    expect(within(returns).getByRole('link', { name: 'us' }).getAttribute('href')).toBe('mailto:care@example.com');
    expect(within(returns).getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms#withdrawal');
    expect(within(returns).getByText('14 days').tagName).toBe('STRONG');
    expect(within(returns).getByText('<b>not bold</b>')).toBeTruthy();
    expect(within(returns).queryByRole('link', { name: 'nowhere' })).toBeNull();
    expect(screen.getByText('destination').tagName).toBe('STRONG');
    expect(screen.getByText(/Last updated/).textContent).toContain('November 29, 2026');
  });

  it('shows the FAQ as questions that open', async () => {
    answer(
      getHousePage,
      page({
        slug: 'faq',
        title: 'Frequently Asked Questions',
        body: '## Delivery {#faq-delivery}\n\n### How long does delivery take?\n\nAbout 21 days for a custom perfume.',
      }),
    );
    const { user } = renderPage(<InfoPage />, { url: '/faq', path: '/faq' });
    const group = await screen.findByRole('region', { name: 'Delivery' });
    const answerText = within(group).getByText('About 21 days for a custom perfume.');
    expect(answerText.closest('details')?.open).toBe(false);
    await user.click(within(group).getByText('How long does delivery take?'));
    expect(answerText.closest('details')?.open).toBe(true);
  });
});
