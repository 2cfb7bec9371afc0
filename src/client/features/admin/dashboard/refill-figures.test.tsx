import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { owner } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { RefillFigures } from './refill-figures';

/** Each figure as [its term, its value]: the card's first definition. */
const cardsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.parentElement!.querySelector('dd')!.textContent]);

describe('the dashboard’s refill figures', () => {
  it('shows the active refills, the monthly recurring revenue per currency (one line each) and the month’s cancellations', async () => {
    renderPage(
      <RefillFigures
        currency="EUR"
        refills={{
          active: 1234,
          monthlyRecurring: [
            { currency: 'EUR', amount: 1520.4 },
            { currency: 'GBP', amount: 86.67 },
          ],
          cancelledThisMonth: 3,
        }}
      />,
      { user: owner() },
    );
    const region = await screen.findByRole('region', { name: 'Refills' });
    expect(cardsIn(region)).toEqual([
      ['Active refills', '1,234'],
      ['Cancellations this month', '3'],
      ['Monthly recurring revenue', '€1,520.40£86.67'],
    ]);
    // One amount per currency, each as charged (never converted).
    expect(within(region).getByText('€1,520.40').className).toContain('block');
    expect(within(region).getByText('£86.67').className).toContain('block');
  });

  it('with no refill running, the revenue is nought in the shop’s currency', async () => {
    renderPage(<RefillFigures currency="EUR" refills={{ active: 0, monthlyRecurring: [], cancelledThisMonth: 0 }} />);
    const region = await screen.findByRole('region', { name: 'Refills' });
    expect(cardsIn(region)).toEqual([
      ['Active refills', '0'],
      ['Cancellations this month', '0'],
      ['Monthly recurring revenue', '€0.00'],
    ]);
  });

  it('shows placeholders while the dashboard loads', async () => {
    renderPage(<RefillFigures currency={undefined} refills={undefined} />);
    const region = await screen.findByRole('region', { name: 'Refills' });
    expect(within(region).getAllByText('Loading')).toHaveLength(3);
  });
});
