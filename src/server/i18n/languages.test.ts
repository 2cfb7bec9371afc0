import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLanguages } from './languages';

function folderWith(files: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [path, catalogue] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(catalogue));
  }
  return dir;
}

describe("the server's languages", () => {
  const languages = loadLanguages(
    folderWith({
      'fr/cart.json': {
        'Your cart is empty': 'Votre panier est vide',
        '{count, plural, one {# item} other {# items}}': '{count, plural, one {# article} other {# articles}}',
      },
      'fr/admin-orders.json': { 'Mark as shipped': 'Marquer comme expédiée', From: 'Du' },
      'fr/server-mail.json': { 'Your order {number}': 'Votre commande {number}' },
      'fr/server-documents.json': { From: 'Expéditeur' },
    }),
  );

  it("hold the server's words over the back office's where one English text says two things", () => {
    expect(languages.translator('fr').t('From')).toBe('Expéditeur');
    expect(JSON.parse(languages.messagesJson('fr', 'admin'))).toMatchObject({ From: ['Du'] });
  });

  it('translate every area’s messages, the English being the ids', () => {
    const fr = languages.translator('fr');
    expect(fr.t('Your cart is empty')).toBe('Votre panier est vide');
    expect(fr.t('Mark as shipped')).toBe('Marquer comme expédiée');
    expect(fr.t('Your order {number}', { number: 'ML-7' })).toBe('Votre commande ML-7');
    expect(languages.translator('en').t('{count, plural, one {# item} other {# items}}', { count: 2 })).toBe('2 items');
    // A language the shop does not have is the default one.
    expect(languages.translator('xx').locale).toBe('en');
  });

  it('give a page its own language’s storefront messages only, compiled', () => {
    const fr = JSON.parse(languages.messagesJson('fr', 'shop')) as Record<string, unknown>;
    expect(Object.keys(fr).sort()).toEqual(['Your cart is empty', '{count, plural, one {# item} other {# items}}']);
    expect(fr['Your cart is empty']).toEqual(['Votre panier est vide']);
    // English carries only its messages with values: the others are their own ids.
    const en = JSON.parse(languages.messagesJson('en', 'shop')) as Record<string, unknown>;
    expect(Object.keys(en)).toEqual(['{count, plural, one {# item} other {# items}}']);
    expect(JSON.parse(languages.messagesJson('fr', 'admin'))).toEqual({
      'Mark as shipped': ['Marquer comme expédiée'],
      From: ['Du'],
    });
  });
});
