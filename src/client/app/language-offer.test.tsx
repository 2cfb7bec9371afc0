import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderPage } from '#tests/component/render';
import { I18nProvider } from '@/client/lib/i18n';
import { createTranslator } from '@/domain/i18n/translator';
import { LanguageOffer } from './language-offer';

const prefer = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the offer of French', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('offers a browser preferring French the same page under /fr, its query and hash kept, in French', async () => {
    prefer('fr-FR', 'en');
    renderPage(<LanguageOffer />, { url: '/collections?family=Woody#grid', path: '/collections' });
    const offer = await screen.findByRole('region', { name: 'Langue du site' });
    expect(offer.getAttribute('lang')).toBe('fr-FR');
    expect(offer.textContent).toContain('Ce site existe en français.');
    expect(screen.getByRole('link', { name: 'Lire en français' }).getAttribute('href')).toBe(
      '/fr/collections?family=Woody#grid',
    );
  });

  it('offers nothing to a browser preferring English first, nor once dismissed', async () => {
    prefer('en-GB', 'fr');
    const first = renderPage(<LanguageOffer />, { url: '/' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();

    prefer('fr');
    const second = renderPage(<LanguageOffer />, { url: '/' });
    await second.user.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    second.unmount();

    renderPage(<LanguageOffer />, { url: '/' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers nothing on a French page, and remembers the visitor has read the shop in French', async () => {
    prefer('fr');
    const french = createTranslator('fr', {}, compileMessage);
    const page = renderPage(
      <I18nProvider translator={french}>
        <LanguageOffer />
      </I18nProvider>,
      { url: '/cart' },
    );
    await waitFor(() => expect(localStorage.getItem('language-offer')).not.toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    page.unmount();
    renderPage(<LanguageOffer />, { url: '/' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
