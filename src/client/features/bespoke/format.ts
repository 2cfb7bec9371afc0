import { dropsToMl } from '@/domain/bespoke/bespoke';
import type { Translator } from '@/domain/i18n/translator';

/** "1 drop", "12 drops", in the translator's language. */
export function dropsLabel(drops: number, { t }: Pick<Translator, 't'>): string {
  return t('{drops, plural, one {# drop} other {# drops}}', { drops });
}

/** "{n} drops · {ml} ml", the millilitres written as the language writes numbers. */
export function dropsAndMl(drops: number, { t, number }: Pick<Translator, 't' | 'number'>): string {
  return t('{drops, plural, one {# drop} other {# drops}} · {ml} ml', { drops, ml: number(dropsToMl(drops)) });
}

/** "3.3 %": a formula's strength to its tenth, as the language writes it. */
export function strengthWords(percent: number, { number }: Pick<Translator, 'number'>): string {
  return `${number(percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}
