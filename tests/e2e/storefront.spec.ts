import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { getPerfume } from '../../src/domain/api/catalogue';
import { callApi } from './helpers';

const productCards = (page: Page) => page.getByTestId('product-card');

test.describe('home', () => {
  test('hero, services, featured, testimonials', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Signature Scent' })).toBeVisible();
    await expect(page).toHaveTitle(/Maison Lumière/);

    const services = page.getByRole('region', { name: 'The Art of Perfumery, Your Way' });
    await expect(services.getByRole('link')).toHaveCount(3);
    await expect(services.getByRole('link', { name: /Curated Collections/ })).toHaveAttribute('href', '/collections');
    await expect(services.getByRole('link', { name: /Lifestyle Configurator/ })).toHaveAttribute(
      'href',
      '/custom-perfume',
    );
    await expect(services.getByRole('link', { name: /Bespoke Perfume/ })).toHaveAttribute('href', '/recipe-builder');

    const featured = page.getByRole('region', { name: 'Featured Fragrances' });
    await expect(productCards(page).first()).toBeVisible();
    const featuredCount = await featured.getByTestId('product-card').count();
    expect(featuredCount).toBeGreaterThan(0);
    expect(featuredCount).toBeLessThanOrEqual(4);

    await expect(page.getByTestId('testimonial')).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();

    await expectNoA11yViolations(page);
  });

  test('dark theme passes the accessibility scan too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(productCards(page).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('collections', () => {
  test('tabs filter by gender through the URL', async ({ page }) => {
    await page.goto('/collections');
    await expect(page).toHaveTitle('Collections · Maison Lumière');
    await expect(page.getByRole('link', { name: 'COLLECTIONS', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(productCards(page)).toHaveCount(20);
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page);

    await page.getByRole('tab', { name: 'Women', exact: true }).click();
    await expect(page).toHaveURL(/\/collections\/female$/);
    await expect(page.getByRole('tab', { name: 'Women', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(productCards(page)).toHaveCount(10);

    await page.getByRole('tab', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/collections\/male$/);
    await expect(productCards(page)).toHaveCount(10);

    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(productCards(page)).toHaveCount(20);
  });

  test('a gender URL opens directly; an unknown gender is the 404 page', async ({ page }) => {
    await page.goto('/collections/male');
    await expect(page.getByRole('tab', { name: 'Men', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(productCards(page)).toHaveCount(10);

    await page.goto('/collections/unisex');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });

  test('a card links to its product page', async ({ page }) => {
    await page.goto('/collections');
    const first = productCards(page).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('product detail', () => {
  // What the page shows and does (notes, related perfumes, quantity, sizes, Add to Cart, not found):
  // src/client/features/product/product-page.test.tsx. Here, what needs a browser: the scans.
  test('a product page passes the accessibility scan', async ({ page, request }) => {
    const perfume = await callApi(request, getPerfume, { params: { id: 1 } });
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1, name: perfume.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You May Also Like' }).getByTestId('product-card')).toHaveCount(4);
    await expectNoA11yViolations(page);
  });

  test('an unknown perfume\'s "Product Not Found" passes the accessibility scan', async ({ page }) => {
    await page.goto('/product/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('other pages', () => {
  test('about page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ABOUT US', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const year of ['2020', '2021', '2022', '2023', '2024'])
      await expect(page.getByText(year, { exact: true })).toBeVisible();
    for (const approach of ['Curated Collections', 'Lifestyle Configurator', 'Bespoke Creation']) {
      await expect(page.getByRole('heading', { name: approach, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/custom-perfume"]').first()).toBeVisible();
    await expect(main.locator('a[href="/collections"]').first()).toBeVisible();
    await expect(main.locator('a[href="/recipe-builder"]').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    // The number is said once, in the heading, not again above it.
    expect((await page.getByRole('main').innerText()).match(/404/g)).toHaveLength(1);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Signature Scent' })).toBeVisible();
  });

  test('footer copyright', async ({ page }) => {
    // Where its links go: footer-pages.spec.ts.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Maison Lumière. All rights reserved.`);
  });

  test('the theme toggle switches to dark and remembers it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('link', { name: 'COLLECTIONS' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(productCards(page)).toHaveCount(20);
    await expectNoA11yViolations(page);
  });
});
