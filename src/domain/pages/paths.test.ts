import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('page paths', () => {
  it('fill in parameters, then the defined search values in order, encoded, then the anchor', () => {
    expect(paths.home()).toBe('/');
    expect(paths.collections('female')).toBe('/collections/female');
    expect(paths.order(12, { key: 'a b/c' })).toBe('/orders/12?key=a%20b%2Fc');
    expect(paths.admin({ tab: 'orders', q: 'ann+1@example.com' })).toBe('/admin?tab=orders&q=ann%2B1%40example.com');
    expect(paths.admin({ tab: 'catalogue', section: 'ingredients', ingredient: 3 })).toBe(
      '/admin?tab=catalogue&section=ingredients&ingredient=3',
    );
    expect(paths.login({ next: undefined })).toBe('/login');
    expect(paths.login({ next: paths.product(5, { review: 1 }, 'reviews') })).toBe(
      '/login?next=%2Fproduct%2F5%3Freview%3D1%23reviews',
    );
    expect(paths.info('contact', { subject: 'refill' }, 'write')).toBe('/contact?subject=refill#write');
    expect(paths.account(undefined, 'security')).toBe('/account#security');
  });

  it("each route pattern is a page's own path, relative to the layout", () => {
    expect(`/${routePatterns.product.replace(':id', '7')}`).toBe(paths.product(7));
    expect(`/${routePatterns.order.replace(':id', '7')}`).toBe(paths.order(7));
    expect(`/${routePatterns.giftCardBalance}`).toBe(paths.giftCardBalance());
  });
});
