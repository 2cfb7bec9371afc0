import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, expectToast, registerAccount, signIn } from './helpers';
import { waitForMail } from './mail';
import { startOwnServer, type OwnServer } from './own-server';

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
  '/refill': 'Refill Program',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms & Conditions',
} as const;

/** The house's contact address, as a fresh shop has it (migration 0019). */
const HOUSE_EMAIL = 'care@maison-lumiere.shop';

/** Where a footer link may share its address with another: the gifts lead to the gift cards, accessories to the collection. */
const SHARED: Record<string, string[]> = {
  '/gift-cards': ['Gift Cards', 'Gift Sets'],
  '/collections': ['Collections', 'Accessories'],
};

test.describe('footer', () => {
  test('every link lands on a page of its own with a heading; none leads home, and only the gifts and accessories share one', async ({
    page,
  }) => {
    test.slow(); // fifteen pages, one after the other
    await page.goto('/');
    const links = await footerLinks(page);
    const pages = links.filter((l) => l.href.startsWith('/'));
    expect(pages.length).toBeGreaterThanOrEqual(14);
    for (const { name, href } of pages) {
      if (href === '/') expect(name, `${name} → /`).toBe('Maison Lumière');
      if (SHARED[href]) expect(SHARED[href], `${name} → ${href}`).toContain(name);
    }
    // Apart from those, no two links share an address: each names its own page.
    const own = pages.filter((l) => !SHARED[l.href]);
    expect(new Set(own.map((l) => l.href)).size).toBe(own.length);
    // The e-mail address is a real one to write to, the phone one to call; no social page is set yet.
    expect(links.filter((l) => !l.href.startsWith('/')).map((l) => l.href)).toEqual([
      `mailto:${HOUSE_EMAIL}`,
      expect.stringMatching(/^tel:\+33\d{9}$/),
    ]);

    // Each page once (a link to a part of one, #corporate, is followed in the next test).
    for (const href of new Set(pages.map((l) => l.href.split('#')[0]!))) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBeLessThan(400);
      await expect(page.getByRole('heading', { level: 1 }), href).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    }
  });

  test('names its pages in three columns, the gifts leading to the gift cards and the Refill Program to its page', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expectLinks = async (column: string, links: [string, string][]) => {
      const nav = footer.getByRole('navigation', { name: column });
      for (const [name, href] of links)
        await expect(nav.getByRole('link', { name, exact: true }), `${column}: ${name}`).toHaveAttribute('href', href);
    };
    await expectLinks('Client Care', [
      ['Contact Us', '/contact'],
      ['Shipping & Returns', '/shipping-returns'],
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
    ]);
    await expectLinks('The House', [
      ['Collections', '/collections'],
      ['Custom Perfume', '/custom-perfume'],
      ['Bespoke Perfume', '/recipe-builder'],
      ['Refill Program', '/refill'],
      ['About Us', '/about'],
    ]);
    await expectLinks('Gifts', [
      ['Gift Cards', '/gift-cards'],
      ['Gift Sets', '/gift-cards'],
      ['Corporate Gifts', '/gift-cards#corporate'],
      ['Accessories', '/collections'],
    ]);
    // The house's details, from its settings, in the page as the server sent it.
    await expect(footer.locator('address')).toContainText('14 rue Charlot, 75003 Paris, France');
    await expect(footer.getByRole('link', { name: HOUSE_EMAIL })).toHaveAttribute('href', `mailto:${HOUSE_EMAIL}`);
    // No social page is set in a fresh shop: none is shown.
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    for (const network of ['Instagram', 'Facebook', 'Pinterest', 'TikTok', 'YouTube'])
      await expect(footer.getByText(network)).toHaveCount(0);

    // Corporate Gifts says what the house offers a company, on the gift cards' page.
    await footer.getByRole('link', { name: 'Corporate Gifts' }).click();
    await expect(page).toHaveURL(/\/gift-cards#corporate$/);
    await expect(page.getByRole('heading', { level: 2, name: 'For a team, or for your clients' })).toBeInViewport();
  });
});

test.describe('the Refill Program', () => {
  test('says what the house refills and how to arrange it; its link chooses the contact form’s subject', async ({
    page,
  }) => {
    await page.goto('/refill');
    await expect(page.getByRole('heading', { level: 1, name: 'Refill Program' })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of [
      'The refill programme',
      'What we refill',
      'The same perfume, again',
      'What it costs',
      'How to arrange it',
    ])
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    // The programme delivers again from the shop (issue #48); a bottle refilled at the atelier is arranged by mail.
    await expect(main).toContainText('delivered again every 4, 8, or 12 weeks');
    await expect(main).toContainText('from the formula we keep with your order');
    await expect(main).toContainText('Less than a new bottle');
    await expect(main).toContainText('14 rue Charlot');
    await expect(main).toContainText('A bottle refilled at the atelier is not ordered from the shop’s cart');
    await main.getByRole('link', { name: 'Write to us' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=refill#write$/);
    await expect(page.getByRole('combobox', { name: 'Subject (optional)' })).toHaveValue('refill');
  });
});

/**
 * The number of lines an inline element's text takes: its boxes' distinct tops (the parts of one
 * line share theirs), and its paragraph's height in lines.
 */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set([...el.getClientRects()].map((r) => Math.round(r.top)));
    const paragraph = el.parentElement!;
    const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
    const byHeight = Math.round(paragraph.getBoundingClientRect().height / lineHeight);
    return Math.max(tops.size, Number.isFinite(byHeight) ? byHeight : 0);
  });

for (const [device, width, height] of [
  ['phone', 390, 844],
  ['laptop', 1280, 900],
] as const) {
  test.describe(`the contact page at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('shows the house’s details with the e-mail address whole, and its form sends a message to the house', async ({
      page,
    }) => {
      test.slow(); // a form, a mail and an accessibility scan
      await page.goto('/contact');
      const main = page.getByRole('main');
      const reach = main.getByRole('list', { name: 'How to reach us' });
      const address = reach.getByRole('link', { name: HOUSE_EMAIL });
      await expect(address).toHaveAttribute('href', `mailto:${HOUSE_EMAIL}`);
      // On one line at a laptop's width (never broken inside a word), and inside the screen on a phone.
      if (width >= 1280) expect(await linesOf(address)).toBe(1);
      else expect(await linesOf(address)).toBeLessThanOrEqual(2);
      const box = (await address.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(reach.getByRole('link', { name: /^\+33/ })).toHaveAttribute('href', /^tel:\+33/);
      await expect(reach.locator('address')).toContainText('14 rue Charlot');
      await expect(reach.getByText('Tuesday to Saturday')).toBeVisible();

      // Nothing sent without the required fields, an order number refused at its field, the thank-you's focus:
      // src/client/features/info/contact-form.test.tsx.
      const form = main.getByRole('form', { name: 'Write to us' });
      const who = `Ines ${device} ${crypto.randomUUID().slice(0, 8)}`;
      const sender = `ines.${crypto.randomUUID()}@example.com`;
      await form.getByLabel('Your name').fill(who);
      await form.getByLabel('Your e-mail').fill(sender);
      await form.getByRole('combobox', { name: 'Subject (optional)' }).selectOption({ label: 'Visiting the atelier' });
      await form.getByLabel('Your message').fill('Could I visit on Saturday to smell the woody perfumes?');
      await form.getByRole('button', { name: 'Send message' }).click();

      // A calm confirmation in the form's place, focused.
      const thanks = main.getByRole('heading', { level: 3, name: `Thank you, ${who}.` });
      await expect(thanks).toBeFocused();
      await expect(main).toContainText(`We answer within one working day, by e-mail to ${sender}`);
      await expect(main.getByRole('form', { name: 'Write to us' })).toHaveCount(0);

      // The house receives it, and answering it answers the sender.
      const mail = await waitForMail(HOUSE_EMAIL, new RegExp(`^Contact: Visiting the atelier · ${who}$`));
      expect(mail.replyTo).toEqual([sender]);
      expect(mail.text).toContain('Could I visit on Saturday to smell the woody perfumes?');
      const acknowledgement = await waitForMail(sender, /^We have received your message$/);
      expect(acknowledgement.replyTo).toEqual([HOUSE_EMAIL]);

      // Nothing reaches past the screen's edge.
      const past = await main.evaluate((root) =>
        [...root.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((el) => !el.closest('.sr-only'))
          .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)}`),
      );
      expect(past).toEqual([]);
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('the contact page in the dark theme', () => {
  test('its form and its errors read well', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expectNoA11yViolations(page);
  });
});

test.describe("the house's details from the back office", () => {
  // Social pages and a new phone change every page's footer: on a server of its own.
  const PORT = Number(process.env.E2E_PORT ?? 4317) + 23;
  const base = `http://127.0.0.1:${PORT}`;
  let server: OwnServer | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer(PORT, { NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }, 'shop-e2e-house-');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the admin sets the social pages (refused when not https), and the footer shows only those, opening in a new tab', async ({
    page,
  }) => {
    test.slow(); // the back office, then two pages
    await signIn(page, ADMIN, base);
    await page.goto(`${base}/admin?tab=settings`);
    const form = page.getByRole('form', { name: "The house's contact details" });
    const instagram = form.getByLabel('Instagram', { exact: true });
    await instagram.fill('http://instagram.com/maisonlumiere');
    await form.getByLabel('YouTube', { exact: true }).fill('https://www.youtube.com/@maisonlumiere');
    await form.getByLabel('Phone (optional)').fill('+33 1 99 00 14 14');
    await form.getByRole('button', { name: 'Save the contact details' }).click();
    await expect(instagram).toHaveAttribute('aria-invalid', 'true');
    await expect(instagram).toHaveAccessibleDescription(/starting with https:\/\//);
    await instagram.fill('https://www.instagram.com/maisonlumiere');
    await form.getByRole('button', { name: 'Save the contact details' }).click();
    await expectToast(page, 'Contact details saved');

    // A guest's home page, as the server renders it: the footer links to the two pages set, and only to them.
    await page.context().clearCookies();
    const html = await (await page.request.get(`${base}/`)).text();
    expect(html).toContain('aria-label="Maison Lumière on Instagram"');
    await page.goto(`${base}/`);
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveCount(2);
    for (const [name, href] of [
      ['Maison Lumière on Instagram', 'https://www.instagram.com/maisonlumiere'],
      ['Maison Lumière on YouTube', 'https://www.youtube.com/@maisonlumiere'],
    ]) {
      const link = social.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '+33 1 99 00 14 14' })).toHaveAttribute(
      'href',
      'tel:+33199001414',
    );
    await page.goto(`${base}/contact`);
    await expect(page.getByRole('main').getByRole('link', { name: '+33 1 99 00 14 14' })).toBeVisible();
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
    test(`${title} reads well and names itself in the side navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Maison Lumière`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Client care pages' }).locator('[aria-current="page"]'),
      ).toHaveAttribute('href', path);
    });
  }

  test('what they say agrees with the shop: shipping from €12 by destination, 24 hours to pay, 14 days for catalogue bottles only', async ({
    page,
  }) => {
    await page.goto('/shipping-returns');
    const main = page.getByRole('main');
    await expect(main).toContainText('Delivery is from €12.00');
    await expect(main).toContainText('where the parcel goes and how');
    await expect(main).toContainText('still unpaid 24 hours after it was placed, it is cancelled');
    await expect(main).toContainText('14 days of receiving it');
    await expect(main).toContainText('to the card you paid with');

    await page.goto('/contact');
    await expect(page.getByRole('main').locator('address')).toContainText('Paris');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('main').getByText('Opening hours', { exact: true })).toBeVisible();
    // One form, and it sends (the contact page's tests above).
    await expect(page.getByRole('main').locator('form')).toHaveCount(1);
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
    await expect(page.getByText(/the right of withdrawal does not apply/)).toBeVisible();
    for (const topic of ['Delivery', 'Samples', 'Returns', 'Payment', 'Your account']) {
      await expect(page.getByRole('heading', { level: 2, name: topic, exact: true })).toBeVisible();
    }
    await expect(page.getByText('How do I follow my order?')).toBeVisible();
    await expect(page.getByText('I forgot my password.')).toBeVisible();
  });
});

test.describe('membership', () => {
  test('View Plans in the dashboard lands on the refill programme of the Refill page', async ({ page }) => {
    test.slow(); // a sign-up and two pages
    const id = crypto.randomUUID();
    const account = {
      fullName: 'Mira Plan',
      username: `mira_${id.slice(0, 8)}`,
      email: `mira.${id}@example.com`,
      password: 'membership-1',
    };
    await registerAccount(page.request, account);
    await signIn(page, account);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    const promo = page.getByRole('region', { name: 'Your perfume, before the bottle runs dry' });
    await promo.getByRole('link', { name: 'View Plans' }).click();

    await expect(page).toHaveURL(/\/refill#programme$/);
    const programme = page.getByRole('heading', { level: 2, name: 'The refill programme' });
    await expect(programme).toBeInViewport();
    await expect(page.getByRole('main')).toContainText('delivered again every 4, 8, or 12 weeks');
  });
});
