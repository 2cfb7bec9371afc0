import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title';

describe('documentTitle', () => {
  it('names the page, then the house', () => {
    expect(documentTitle('Checkout')).toBe('Checkout · Maison Lumière');
    expect(documentTitle()).toBe('Maison Lumière · Perfumery');
  });
});
