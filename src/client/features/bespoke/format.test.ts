import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '@/domain/i18n/catalogues';
import { createTranslator } from '@/domain/i18n/translator';
import french from '../../../../locales/fr/bespoke.json';
import { dropsAndMl, dropsLabel } from './format';

const en = createTranslator('en', {}, compileMessage);
const fr = createTranslator('fr', compileCatalogue(french, compileMessage), compileMessage);

describe('bespoke formats', () => {
  it('drops, singular and plural, with their volume', () => {
    expect(dropsLabel(1, en)).toBe('1 drop');
    expect(dropsLabel(0, en)).toBe('0 drops');
    expect(dropsAndMl(1, en)).toBe('1 drop · 0.05 ml');
    expect(dropsAndMl(250, en)).toBe('250 drops · 12.5 ml');
  });

  it('in French', () => {
    expect(dropsLabel(1, fr)).toBe('1 goutte');
    expect(dropsLabel(0, fr)).toBe('0 goutte');
    expect(dropsAndMl(250, fr)).toBe('250 gouttes · 12,5 ml');
  });
});
