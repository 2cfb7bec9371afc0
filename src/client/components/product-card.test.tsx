import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { perfume } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { ProductCard, productGridClasses } from './product-card';

// perfume(1) is sold in 30, 50 and 100 ml at €112, €165 and €256 (the seed's prices).
const rose = perfume(1);
const [small, medium, large] = rose.sizes;
const priceOf = () => screen.getByTestId('card-price').textContent;

describe('a product card', () => {
  it('the grid shows two perfumes a row on a phone, up to four on a desktop', () => {
    const classes = productGridClasses.split(' ');
    // No breakpoint: the phone's own.
    expect(classes).toContain('grid-cols-2');
    expect(classes).not.toContain('grid-cols-1');
    expect(classes).toContain('xl:grid-cols-4');
  });

  it('says "from" the lowest price of its sizes on sale', () => {
    renderPage(<ProductCard perfume={rose} />);
    expect(priceOf()).toBe(`from €${small!.price.toFixed(2)}`);
    expect(screen.getByTestId('card-volumes').textContent).toBe('30 · 50 · 100 ml');
  });

  it('a sold-out size never sets the "from" price', () => {
    renderPage(<ProductCard perfume={{ ...rose, sizes: [{ ...small!, inStock: false }, medium!, large!] }} />);
    expect(priceOf()).toBe(`from €${medium!.price.toFixed(2)}`);
    // Still for sale: no "sold out" on the card.
    expect(screen.queryByText('SOLD OUT')).toBeNull();
  });

  it('one size left on sale names its volume and price', () => {
    renderPage(
      <ProductCard
        perfume={{
          ...rose,
          inStock: false,
          sizes: [{ ...small!, inStock: false }, { ...medium!, inStock: false }, large!],
        }}
      />,
    );
    expect(priceOf()).toBe(`100 ml · €${large!.price.toFixed(2)}`);
    expect(screen.queryByText('SOLD OUT')).toBeNull();
  });

  it('every size sold out: the card says so in the ink, not the error red', () => {
    const sizes = rose.sizes.map((s) => ({ ...s, inStock: false }));
    renderPage(<ProductCard perfume={{ ...rose, inStock: false, sizes }} />);
    const badge = screen.getByText('SOLD OUT');
    expect(badge.className).toContain('text-ink');
    expect(badge.className).not.toContain('text-danger');
    expect(priceOf()).toBe(`from €${small!.price.toFixed(2)}`);
  });
});
