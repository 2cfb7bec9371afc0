import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answer } from '#tests/component/api';
import { MARKETS, MARKETS_IN_FRENCH } from '#tests/component/catalogue';
import { french } from '#tests/component/french';
import { renderPage } from '#tests/component/render';
import { I18nProvider } from '@/client/lib/i18n';
import { MarketProvider, marketsQuery } from '@/client/lib/market';
import { getMarkets } from '@/domain/api/markets';
import { MarketSelect } from './market-select';

const inGb = (ui: React.ReactNode) => <MarketProvider market={{ code: 'gb', currency: 'GBP' }}>{ui}</MarketProvider>;

describe('the market selector', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the current market, and lists every market with its currency, the current one marked', async () => {
    const { user } = renderPage(inGb(<MarketSelect />));
    const button = await screen.findByRole('button', { name: 'Region and currency: United Kingdom · £' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Region and currency' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Europe · €', 'United Kingdom · £', 'Switzerland · CHF', 'United States · $']);
    expect(within(list).getByRole('button', { name: 'United Kingdom · £' }).getAttribute('aria-current')).toBe('true');
    expect(within(list).getByRole('button', { name: 'Europe · €' }).getAttribute('aria-current')).toBeNull();
  });

  it('remembers the market chosen in the cookie for a year and loads the page anew in it', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { user } = renderPage(inGb(<MarketSelect />));
    await user.click(await screen.findByRole('button', { name: /^Region and currency:/ }));
    await user.click(screen.getByRole('button', { name: 'Switzerland · CHF' }));
    expect(document.cookie).toContain('market=ch');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('closes on Escape, back on its button, without changing the market', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { user } = renderPage(inGb(<MarketSelect />));
    const button = await screen.findByRole('button', { name: /^Region and currency:/ });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Region and currency' })).toBeNull();
    expect(document.activeElement).toBe(button);
    // The one already in force: the list closes and nothing is loaded again.
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'United Kingdom · £' }));
    expect(reload).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('market=');
  });

  it('reads the cookie’s market where the page names none, and speaks French on a French page', async () => {
    document.cookie = 'market=ch; path=/';
    answer(getMarkets, MARKETS_IN_FRENCH);
    renderPage(
      <I18nProvider translator={french()}>
        <MarketSelect />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Région et devise : Suisse · CHF' })).toBeTruthy();
  });

  it('shows nothing where the shop sells in one market', async () => {
    answer(getMarkets, MARKETS.slice(0, 1));
    const { queryClient } = renderPage(<MarketSelect />);
    await waitFor(() => expect(queryClient.getQueryState(marketsQuery().queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
