import { describe, expect, it } from 'vitest';
import { answer, fail } from '#tests/component/api';
import { getShopMessages } from '@/domain/api/system';
import { shopMessagesPath } from '@/domain/i18n/catalogues';
import { loadPageTranslator } from './i18n';

/** A page as the server writes it: its language, and its messages' address in its head. */
function pageIn(lang: string, messages = true): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.documentElement.lang = lang;
  if (messages) {
    const link = doc.createElement('link');
    link.id = 'messages';
    link.setAttribute('href', shopMessagesPath(lang, 'v1'));
    doc.head.append(link);
  }
  return doc;
}

const FRENCH = { 'Explore Collections': ['Découvrir les collections'] };

describe('the page’s translator', () => {
  it('reads the page’s language and the messages its head names', async () => {
    const stub = answer(getShopMessages, FRENCH);
    const tr = await loadPageTranslator(pageIn('fr'));
    expect(tr.locale).toBe('fr');
    expect(tr.t('Explore Collections')).toBe('Découvrir les collections');
    expect(stub.calls.map((c) => c.url)).toEqual(['/api/messages/shop?lang=fr&v=v1']);
  });

  it('asks a second time when the first answer fails, then starts in English rather than never', async () => {
    let calls = 0;
    answer(getShopMessages, () => (++calls === 1 ? fail(getShopMessages, 500, { code: 'INTERNAL' }) : FRENCH));
    expect((await loadPageTranslator(pageIn('fr'))).t('Explore Collections')).toBe('Découvrir les collections');

    answer(getShopMessages, 500, { code: 'INTERNAL' });
    const english = await loadPageTranslator(pageIn('fr'));
    expect(english.locale).toBe('fr');
    expect(english.t('Explore Collections')).toBe('Explore Collections');
  });

  it('needs no messages where the page names none (a page the dev server sends)', async () => {
    const tr = await loadPageTranslator(pageIn('en', false));
    expect(tr.locale).toBe('en');
    expect(tr.t('Explore Collections')).toBe('Explore Collections');
  });
});
