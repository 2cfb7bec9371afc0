import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { signIn } from './helpers';

/** The footer's links as a shopper reads them: accessible name and where each goes. */
async function footerLinks(page: Page): Promise<{ name: string; href: string }[]> {
  const links = page.getByRole('contentinfo').getByRole('link');
  const out: { name: string; href: string }[] = [];
  for (const link of await links.all()) {
    // textContent: the footer is rendered lazily (content-visibility), so innerText is empty until it is on screen.
    out.push({ name: ((await link.textContent()) ?? '').trim(), href: (await link.getAttribute('href')) ?? '' });
  }
  return out;
}

const CLIENT_CARE = {
  '/shipping-returns': 'Shipping & Returns',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms & Conditions',
} as const;

test.describe('footer', () => {
  test('every link lands on a page of its own with a heading; none leads home or to the collection unless it says so', async ({
    page,
  }) => {
    test.slow(); // ten pages, one after the other
    await page.goto('/');
    const links = await footerLinks(page);
    const pages = links.filter((l) => l.href.startsWith('/'));
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const { name, href } of pages) {
      if (href === '/') expect(name, `${name} → /`).toBe('Maison Lumière');
      if (href === '/collections') expect(name, `${name} → /collections`).toBe('Collections');
    }
    // No two links share an address: each names its own page.
    expect(new Set(pages.map((l) => l.href)).size).toBe(pages.length);
    // The e-mail address is a real one to write to.
    expect(links.filter((l) => !l.href.startsWith('/')).map((l) => l.href)).toEqual([
      expect.stringMatching(/^mailto:[^@]+@[^@]+\.[a-z]+$/),
    ]);

    for (const { name, href } of pages) {
      const response = await page.goto(href);
      expect(response?.status(), `${name} → ${href}`).toBeLessThan(400);
      await expect(page.getByRole('heading', { level: 1 }), `${name} → ${href}`).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('Client Care names its five pages; nothing is offered that the house does not sell', async ({ page }) => {
    await page.goto('/');
    const care = page.getByRole('contentinfo').getByRole('navigation', { name: 'Client Care' });
    for (const [href, name] of [
      ['/contact', 'Contact Us'],
      ['/shipping-returns', 'Shipping & Returns'],
      ['/faq', 'FAQ'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms & Conditions'],
    ]) {
      await expect(care.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    // Gift cards are found from every page (decision 062): the house sells them.
    const house = page.getByRole('contentinfo').getByRole('navigation', { name: 'The House' });
    await expect(house.getByRole('link', { name: 'Gift Cards', exact: true })).toHaveAttribute('href', '/gift-cards');
    const footer = page.getByRole('contentinfo');
    for (const gone of [
      'Gift Sets',
      'Accessories',
      'Corporate Gifts',
      'Refill Program',
      'Instagram',
      'Facebook',
      'Pinterest',
    ]) {
      await expect(footer.getByText(gone)).toHaveCount(0);
    }
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
  });
});

test.describe('client-care pages', () => {
  test('arrive rendered by the server, with their own title and description', async ({ request }) => {
    for (const [path, title] of Object.entries(CLIENT_CARE)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<title>${title.replace('&', '&amp;')} · Maison Lumière</title>`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title.replace('&', '&amp;')}</h1>`));
      expect(html, path).toMatch(/<meta name="description" content="[^"]{60,160}"/);
    }
    expect((await request.get('/faqs')).status()).toBe(404);
  });

  for (const [path, title] of Object.entries(CLIENT_CARE)) {
    test(`${title} reads well, names itself in the side navigation and passes the accessibility scan`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Maison Lumière`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Client care pages' }).locator('[aria-current="page"]'),
      ).toHaveAttribute('href', path);
      await expectNoA11yViolations(page);
    });
  }

  test('what they say agrees with the shop: shipping from €12 by destination, 24 hours to pay, 14 days for catalogue bottles only', async ({
    page,
  }) => {
    await page.goto('/shipping-returns');
    const main = page.getByRole('main');
    await expect(main).toContainText('Standard delivery is from €12.00');
    await expect(main).toContainText('where the parcel goes and how');
    await expect(main).toContainText('still unpaid 24 hours after it was placed, it is cancelled');
    await expect(main).toContainText('14 days of receiving it');
    await expect(main).toContainText('to the card you paid with');

    await page.goto('/contact');
    await expect(page.getByRole('main').locator('address')).toContainText('Paris');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('main').getByText('Opening hours', { exact: true })).toBeVisible();
    // No form that would send nothing.
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
  });

  test('the FAQ is a list of disclosures that open by keyboard', async ({ page }) => {
    test.slow(); // an accessibility scan of a long page
    await page.goto('/faq');
    const samples = page.getByText('Can I try a perfume before buying the bottle?');
    const answer = page.getByText(/the price of the sample comes off it/);
    await expect(answer).toBeHidden();
    await samples.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('2 ml sample');
    await expect(answer).toContainText('within 60 days');

    await page.getByText('Can I return a perfume?').click();
    await expect(page.getByText(/Custom and bespoke perfumes are made to order for you/)).toBeVisible();
    await expect(page.getByText(/14-day right of withdrawal does not apply/)).toBeVisible();
    for (const topic of ['Delivery', 'Samples', 'Returns', 'Payment', 'Your account']) {
      await expect(page.getByRole('heading', { level: 2, name: topic, exact: true })).toBeVisible();
    }
    await expect(page.getByText('How do I follow my order?')).toBeVisible();
    await expect(page.getByText('I forgot my password.')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('membership', () => {
  test('View Plans in the dashboard lands on the membership section of the About page', async ({ page }) => {
    test.slow(); // a sign-up, two pages and an accessibility scan
    const id = crypto.randomUUID();
    const account = {
      fullName: 'Mira Plan',
      username: `mira_${id.slice(0, 8)}`,
      email: `mira.${id}@example.com`,
      password: 'membership-1',
    };
    expect((await page.request.post('/api/auth/register', { data: account })).ok()).toBe(true);
    await signIn(page, account);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    const promo = page.getByRole('region', { name: 'Unlock Premium Features' });
    await expect(promo).toContainText('A 2 ml sample of any perfume, credited against the bottle');
    await expect(promo).not.toContainText('with every order');
    await promo.getByRole('link', { name: 'View Plans' }).click();

    await expect(page).toHaveURL(/\/about#membership$/);
    const membership = page.getByRole('heading', { level: 2, name: 'Membership' });
    await expect(membership).toBeInViewport();
    const section = page.locator('#membership');
    await expect(section).toContainText('No plan is on sale yet and nothing is billed');
    await expectNoA11yViolations(page);
  });
});
