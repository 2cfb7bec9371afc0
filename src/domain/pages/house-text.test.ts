import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  fillFacts,
  HOUSE_FACTS,
  type HouseFacts,
  houseTextProblems,
  parseHouseText,
  parseInline,
  unknownPlaceholders,
} from './house-text';

const facts = Object.fromEntries(Object.keys(HOUSE_FACTS).map((k) => [k, `<${k}>`])) as HouseFacts;

describe('the house text format', () => {
  it('reads sections with anchors, headings, paragraphs, lists and asides', () => {
    const blocks = parseHouseText(
      [
        '## Returns {#returns}',
        'You may send a bottle back',
        'within **14 days**.',
        '',
        '### Refunds',
        '- to the [card](/account) you paid with',
        '- never otherwise',
        '> Model form',
        '> To the house',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Returns', id: 'returns' },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'You may send a bottle back within ' },
          { kind: 'strong', text: '14 days' },
          { kind: 'text', text: '.' },
        ],
      },
      { kind: 'heading', level: 3, text: 'Refunds', id: 'refunds' },
      {
        kind: 'list',
        items: [
          [
            { kind: 'text', text: 'to the ' },
            { kind: 'link', text: 'card', href: '/account' },
            { kind: 'text', text: ' you paid with' },
          ],
          [{ kind: 'text', text: 'never otherwise' }],
        ],
      },
      { kind: 'aside', lines: [[{ kind: 'text', text: 'Model form' }], [{ kind: 'text', text: 'To the house' }]] },
    ]);
  });

  it('makes no link to anywhere but the shop, an e-mail or an https site: the words stay', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('[x](http://plain.example)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('[mail](mailto:care@example.com)')).toEqual([
      { kind: 'link', text: 'mail', href: 'mailto:care@example.com' },
    ]);
    expect(houseTextProblems('[x](javascript:void)')).toEqual([
      'Links may go to a page of the shop (/…), an e-mail (mailto:…) or an https site: not javascript:void',
    ]);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
  });

  it('fills each fact it knows and names the placeholders it does not', () => {
    expect(fillFacts('Ships in {madeToOrderDays} days, {nope}.', facts)).toBe(
      'Ships in <madeToOrderDays> days, {nope}.',
    );
    expect(unknownPlaceholders('{madeToOrderDays} {madeToOrderDay} {x} {x}')).toEqual(['madeToOrderDay', 'x']);
    expect(houseTextProblems('{madeToOrderDay}')).toEqual(['{madeToOrderDay} is not a fact this page can read']);
    expect(houseTextProblems('{returnWindowDays} and [us](mailto:{houseEmail})')).toEqual([]);
  });

  it('reads any value written in as the same words, whatever characters it holds', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => s.trim() === s && !/[\n\r]/.test(s)),
        (value) => {
          const [part, ...rest] = parseInline(escapeText(value));
          expect(rest).toEqual([]);
          if (value) expect(part).toEqual({ kind: 'text', text: value });
        },
      ),
    );
  });
});
