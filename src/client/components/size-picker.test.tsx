import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { perfume } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { SizePicker } from './size-picker';

describe('the size picker', () => {
  it('explains a sold-out size in the ink colour, not the error red', () => {
    const sizes = perfume(1).sizes.map((s) => (s.volume === 30 ? { ...s, inStock: false } : s));
    renderPage(<SizePicker sizes={sizes} currency="EUR" value={50} onChange={() => undefined} />);
    const soldOut = screen.getByTestId('size-sold-out');
    expect(soldOut.textContent).toBe('Sold out');
    expect(soldOut.className).toContain('text-ink');
    expect(soldOut.className).not.toContain('text-danger');
    expect(screen.getByRole('radio', { name: /^30 ml · .*, sold out$/ })).toBeTruthy();
    expect(screen.getAllByTestId('size-sold-out')).toHaveLength(1);
  });
});
