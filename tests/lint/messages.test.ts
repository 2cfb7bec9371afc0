import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@/domain/i18n/catalogues';
import { messagesIn, problems } from '../../scripts/messages';

/**
 * Every message the code shows has its translation in every language, valid ICU with the same values and
 * tags as its English, in a catalogue that reaches where it is shown; no catalogue keeps a message no code
 * shows (docs/decisions/069-languages.md). `npm run messages` lists the same problems.
 */
describe('the message catalogues', () => {
  it('find the messages where the code writes them', () => {
    const found = messagesIn(
      [
        "const a = t('Your cart is empty');",
        'const b = translator.t(`{count, plural, one {# item} other {# items}}`, { count });',
        "const c = { title: msg('The Collection') };",
        '<Rich message="Discover Your <em>Signature</em> Scent" tags={{}} />;',
        't(variable); other("not a message");',
        "t(changed ? 'New image of {subject}' : ('Current image of {subject}'), { subject });",
      ].join('\n'),
    ).map((m) => m.id);
    expect(found).toEqual([
      'Your cart is empty',
      '{count, plural, one {# item} other {# items}}',
      'The Collection',
      'Discover Your <em>Signature</em> Scent',
      'New image of {subject}',
      'Current image of {subject}',
    ]);
  });

  it('hold every message in every language, and nothing else', () => {
    const found = problems();
    expect(found.map((p) => `${p.kind} ${p.locale} ${JSON.stringify(p.id)}: ${p.detail}`)).toEqual([]);
  });

  it('refuse a translation that lacks a value, a catalogue the page cannot reach, an unused message', () => {
    const code = [
      { id: '{count} bottles', file: 'src/client/features/cart/cart.tsx', line: 3 },
      { id: 'Saved', file: 'src/client/features/admin/x.tsx', line: 1 },
      { id: 'Hello', file: 'src/client/app/header.tsx', line: 2 },
    ];
    const catalogues = new Map<string, Map<string, Catalogue>>([
      [
        'fr',
        new Map<string, Catalogue>([
          ['cart', { '{count} bottles': 'des flacons', Saved: 'Enregistré', Old: 'Vieux' }],
          ['admin', { Hello: 'Bonjour' }],
        ]),
      ],
    ]);
    expect(problems(code, catalogues).map((p) => `${p.kind} ${p.id}`)).toEqual([
      'shape {count} bottles',
      'unused Old',
      'unreachable Hello',
    ]);
  });

  it('let the back office and the server say one English text two ways, never two pages’ areas', () => {
    const code = [
      { id: 'From', file: 'src/client/features/admin/orders/filter.tsx', line: 1 },
      { id: 'From', file: 'src/server/invoices/model.ts', line: 1 },
      { id: 'Save', file: 'src/client/features/cart/cart.tsx', line: 1 },
      { id: 'Save', file: 'src/client/features/admin/x.tsx', line: 1 },
    ];
    const catalogues = new Map<string, Map<string, Catalogue>>([
      [
        'fr',
        new Map<string, Catalogue>([
          ['admin-orders', { From: 'Du', Save: 'Sauver' }],
          ['cart', { Save: 'Enregistrer' }],
          ['server-documents', { From: 'Expéditeur' }],
        ]),
      ],
    ]);
    expect(problems(code, catalogues).map((p) => `${p.kind} ${p.id}`)).toEqual(['twice Save']);
  });
});
