import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderPage } from '#tests/component/render';
import { I18nProvider } from '@/client/lib/i18n';
import { createTranslator } from '@/domain/i18n/translator';
import { LanguageSwitch } from './language-switch';

describe('the language switch', () => {
  it('on an English page, leads to the same page in French, its query and hash kept, named in French', async () => {
    renderPage(<LanguageSwitch />, { url: '/collections?family=Woody&sort=price-asc#grid', path: '/collections' });
    const link = await screen.findByRole('link', { name: 'Français' });
    expect(link.getAttribute('href')).toBe('/fr/collections?family=Woody&sort=price-asc#grid');
    expect(link.getAttribute('hreflang')).toBe('fr');
    expect(link.getAttribute('lang')).toBe('fr');
  });

  it('on the home page, leads to /fr', async () => {
    renderPage(<LanguageSwitch />, { url: '/' });
    expect((await screen.findByRole('link', { name: 'Français' })).getAttribute('href')).toBe('/fr');
  });

  it('on a French page (the router reads the path without /fr), leads to the English page, named in English', async () => {
    const french = createTranslator('fr', {}, compileMessage);
    renderPage(
      <I18nProvider translator={french}>
        <LanguageSwitch />
      </I18nProvider>,
      { url: '/cart?step=2' },
    );
    const link = await screen.findByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/cart?step=2');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('lang')).toBe('en');
    expect(screen.queryByRole('link', { name: 'Français' })).toBeNull();
  });
});
