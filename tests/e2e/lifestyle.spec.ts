import { expect, test, type Page } from './fixtures';
import { expectToast, scan } from './helpers';
import { addCartLine } from '../../src/domain/api/cart';

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Questionnaire progress' }).locator('[aria-current="step"]');

async function answerLifestyle(page: Page) {
  await radio(page, 'Coastal').check();
  await checkbox(page, 'Daytime').check();
  await checkbox(page, 'Special Occasions').check();
  await radio(page, 'Outdoor').check();
  await radio(page, 'Summer').check();
}

async function answerPreferences(page: Page) {
  await radio(page, 'Fresh').check();
  await radio(page, 'Strong').check();
  await radio(page, 'Half-day').check();
  await checkbox(page, 'Energetic').check();
}

async function answerPersonality(page: Page) {
  await radio(page, '25-34').check();
  await radio(page, 'Unisex').check();
  await checkbox(page, 'Adventurous').check();
  await radio(page, 'Modern').check();
}

test.describe('lifestyle configurator', () => {
  // Each step's messages, the focus on the first unanswered question, Back keeping the answers and a failed add:
  // src/client/features/lifestyle/custom-perfume-page.test.tsx.
  test('the questionnaire with its errors passes the accessibility scan', async ({ page }) => {
    await page.goto('/custom-perfume');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select at least one wear time')).toBeVisible();
    await radio(page, 'Coastal').check();
    await expect(page.getByText('Please select your environment')).toHaveCount(0);
    await scan(page);
  });

  test('the questionnaire with its errors passes the accessibility scan in the dark theme', async ({ page }) => {
    await page.goto('/custom-perfume');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select your environment')).toBeVisible();
    await radio(page, 'Coastal').check();
    await checkbox(page, 'Evening').check();
    await scan(page);
  });

  test('recommends by the rules, renames, and adds the perfume to the cart', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await page.goto('/custom-perfume');
    await answerLifestyle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await answerPreferences(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await answerPersonality(page);
    await page.getByRole('button', { name: 'View Result' }).click();

    // fresh + unisex (→ male) + strong intensity → L'Eau Bleu, Fresh, 165.
    await expect(stepHeading(page, 'Result')).toBeVisible();
    await expect(page.getByText('Your custom perfume recommendation')).toBeVisible();
    await expect(currentStep(page)).toContainText('Result');
    const name = page.getByLabel('Perfume name');
    await expect(name).toHaveValue("L'Eau Bleu");
    await expect(page.getByTestId('unique-code')).toHaveText(/^#8\d{7}$/);
    await expect(page.getByRole('definition').filter({ hasText: /^Fresh$/ })).toBeVisible();
    await expect(page.getByText('€165.00', { exact: true })).toBeVisible();
    // Made to order, in the atelier's days (GET /api/atelier; the back office may change them).
    await expect(page.getByText(/^Made to order: ships in about \d+ days$/)).toBeVisible();
    await expect(page.getByText('Bergamot, Lemon, Mint', { exact: true })).toBeVisible();
    await expect(page.getByText('Jasmine, Lavender', { exact: true })).toBeVisible();
    await expect(page.getByText('Vetiver, Light Musk', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'A bespoke fresh fragrance for warm summer days, with an energetic and vibrant character, perfect for daytime and special occasions.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /bottle with a personalised label reading L'Eau Bleu/ })).toBeVisible();
    await scan(page);

    // A blank name is never sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === addCartLine.path) posts++;
    });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please give your perfume a name', { exact: true })).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(0);

    // The label follows the name as it is typed.
    await name.fill('Sea Glass No. 7');
    await expect(page.getByText('Please give your perfume a name')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /label reading Sea Glass No\. 7/ })).toBeVisible();

    const add = page.getByRole('button', { name: 'Add to Cart' });
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === addCartLine.path);
    await add.click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      perfumeId: null,
      quantity: 1,
      isCustom: true,
      customName: 'Sea Glass No. 7',
      customDetails: {
        name: 'Sea Glass No. 7',
        type: 'lifestyle',
        scentFamily: 'Fresh',
        intensity: 'strong',
        gender: 'male',
      },
    });

    await expect(page).toHaveURL(/\/cart$/);
    await expectToast(page, 'Custom perfume created!', 'Your personalized fragrance has been added to your cart.');
    const main = page.getByRole('main');
    await expect(main).toContainText('Sea Glass No. 7');
    await expect(main).toContainText('€165.00');
  });
});
