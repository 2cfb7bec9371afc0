import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type CompiledMessage, formatMessage, type MessageValues } from '../../domain/i18n/translator';

/*
 * The translator writes compiled messages itself (`formatMessage`), where it used lingui's runtime, whose plurals
 * built an `Intl.NumberFormat` on a page's first plural (tens of ms on a phone). Lingui's runtime is the oracle:
 * every message of the catalogues, in English and French, with any values, reads the same.
 */

const tags = { en: 'en-US', fr: 'fr-FR' } as const;
const folder = join(import.meta.dirname, '../../../locales/fr');
const catalogue: Record<string, string> = Object.assign(
  {},
  ...readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Record<string, string>),
);
const withValues = Object.entries(catalogue).filter(([id]) => id.includes('{'));

/** The names a compiled message reads, and whether each is a number (a plural's) or a choice (a select's). */
function namesOf(compiled: CompiledMessage, out = new Map<string, string[] | 'number' | 'text'>()) {
  if (!Array.isArray(compiled)) return out;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type === 'plural' || type === 'selectordinal' || type === 'number') out.set(name, 'number');
    else if (type === 'select') out.set(name, Object.keys(format as object));
    else if (!out.has(name)) out.set(name, 'text');
    if (format && typeof format === 'object')
      for (const [key, value] of Object.entries(format)) if (key !== 'offset') namesOf(value as CompiledMessage, out);
  }
  return out;
}

function lingui(locale: 'en' | 'fr', compiled: CompiledMessage, values: MessageValues): string {
  const i18n = setupI18n({ locale, locales: [tags[locale]], messages: { [locale]: { m: compiled } } });
  return i18n._('m', values as Record<string, unknown>);
}

describe('formatMessage', () => {
  it('reads every message of the catalogues as lingui’s runtime does, in English and French, whatever the values', () => {
    expect(withValues.length).toBeGreaterThan(200);
    for (const [id, french] of withValues) {
      for (const [locale, text] of [
        ['en', id],
        ['fr', french],
      ] as const) {
        const compiled = compileMessage(text);
        const names = namesOf(compiled);
        const value = (kind: string[] | 'number' | 'text') =>
          kind === 'number'
            ? fc.oneof(
                fc.integer({ min: 0, max: 3 }),
                fc.integer({ min: -5, max: 2_000_000 }),
                fc.double({ min: 0, max: 1e4, noNaN: true }),
              )
            : kind === 'text'
              ? fc.oneof(fc.string({ maxLength: 8 }), fc.integer())
              : fc.constantFrom(...kind, 'unlisted');
        const valuesArb = fc.record(Object.fromEntries([...names].map(([name, kind]) => [name, value(kind)])));
        fc.assert(
          fc.property(valuesArb, (values) => {
            const expected = lingui(locale, compiled, values);
            const ours = formatMessage(compiled, values, locale);
            if (ours !== expected) expect({ id, locale, ours }).toEqual({ id, locale, ours: expected });
          }),
          { numRuns: 20 },
        );
      }
    }
  });

  it('writes a plural’s exact case first, then the language’s rule, and its number as the language does', () => {
    const bottles = compileMessage('{count, plural, =0 {No bottle} one {# bottle} other {# bottles}}');
    expect(formatMessage(bottles, { count: 0 }, 'en')).toBe('No bottle');
    expect(formatMessage(bottles, { count: 1 }, 'en')).toBe('1 bottle');
    expect(formatMessage(bottles, { count: 1250 }, 'en')).toBe('1,250 bottles');
    const flacons = compileMessage('{count, plural, one {# flacon} other {# flacons}}');
    expect(formatMessage(flacons, { count: 0 }, 'fr')).toBe('0 flacon');
    expect(formatMessage(flacons, { count: 1250 }, 'fr')).toBe('1\u202f250 flacons');
    expect(formatMessage(compileMessage('Hello {name}'), {}, 'en')).toBe('Hello ');
  });
});
