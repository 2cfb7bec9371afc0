import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { documentTitle } from './use-document-title';

const { t } = createTranslator('en', {}, compileMessage);

describe('documentTitle', () => {
  it('names the page, then the house', () => {
    expect(documentTitle('Checkout', t)).toBe('Checkout · Maison Lumière');
    expect(documentTitle(undefined, t)).toBe('Maison Lumière · Perfumery');
  });
});
