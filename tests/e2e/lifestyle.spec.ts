import { expect, test, type Page } from './fixtures';
import { expectToast, failCartPosts, scan } from './helpers';

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
  test('each step shows its validation messages when continuing with nothing selected', async ({ page }) => {
    await page.goto('/custom-perfume');
    await expect(page).toHaveTitle('Custom Perfume · Maison Lumière');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(stepHeading(page, 'Lifestyle')).toBeVisible();
    await expect(page.getByText('Tell us about your daily environment')).toBeVisible();
    await expect(currentStep(page)).toContainText('Lifestyle');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Please select your environment',
      'Please select at least one wear time',
      'Please select an option',
      'Please select your favorite season',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The first unanswered question takes focus; its error describes the group.
    await expect(radio(page, 'Urban')).toBeFocused();
    await expect(
      page.getByRole('group', { name: 'Where do you spend most of your days?' }),
    ).toHaveAccessibleDescription('Please select your environment');
    await expect(radio(page, 'Urban')).toHaveAttribute('aria-invalid', 'true');

    // Answering a question clears its message; the others stay until answered.
    await radio(page, 'Coastal').check();
    await expect(page.getByText('Please select your environment')).toHaveCount(0);
    await expect(page.getByText('Please select at least one wear time')).toBeVisible();
    await scan(page);

    await answerLifestyle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Preferences')).toBeVisible();
    await expect(page.getByText('Share your scent preferences')).toBeVisible();
    await expect(currentStep(page)).toContainText('Preferences');

    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Please select a scent preference',
      'Please select an intensity',
      'Please select a lasting power',
      'Please select at least one mood',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(radio(page, 'Floral')).toBeFocused();

    await answerPreferences(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Personality')).toBeVisible();
    await expect(page.getByText('Let us get to know you better')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

    // Only a later question missing: focus goes to it, not to the first question.
    await radio(page, '25-34').check();
    await page.getByRole('button', { name: 'View Result' }).click();
    await expect(page.getByText('Please select an age range')).toHaveCount(0);
    for (const message of [
      'Please select a gender',
      'Please select at least one personality trait',
      'Please select a style',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(radio(page, 'Female')).toBeFocused();
    await expect(stepHeading(page, 'Personality')).toBeVisible();
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

  test('Back keeps the answers of every step', async ({ page }) => {
    await page.goto('/custom-perfume');
    await answerLifestyle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Preferences')).toBeVisible();
    await radio(page, 'Woody').check();
    await checkbox(page, 'Relaxed').check();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Lifestyle')).toBeVisible();
    await expect(stepHeading(page, 'Lifestyle')).toBeFocused();
    await expect(radio(page, 'Coastal')).toBeChecked();
    await expect(checkbox(page, 'Daytime')).toBeChecked();
    await expect(checkbox(page, 'Special Occasions')).toBeChecked();
    await expect(checkbox(page, 'Evening')).not.toBeChecked();
    await expect(radio(page, 'Outdoor')).toBeChecked();
    await expect(radio(page, 'Summer')).toBeChecked();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(radio(page, 'Woody')).toBeChecked();
    await expect(checkbox(page, 'Relaxed')).toBeChecked();
    await expect(page.getByText('Please select a scent preference')).toHaveCount(0);
  });

  test('recommends by the rules, renames, and adds the perfume to the cart', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await page.goto('/custom-perfume');
    await scan(page);
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
      if (r.method() === 'POST' && r.url().includes('/api/cart')) posts++;
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
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/cart'));
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

  test('a failed add shows the error toast and stays on the result', async ({ page }) => {
    await failCartPosts(page);
    await page.goto('/custom-perfume');
    await answerLifestyle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await answerPreferences(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await answerPersonality(page);
    await page.getByRole('button', { name: 'View Result' }).click();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Adding to Cart...' })).toBeDisabled();
    await expectToast(
      page,
      'Error creating perfume',
      'There was an issue creating your custom perfume. Please try again.',
    );
    await expect(page).toHaveURL(/\/custom-perfume\?step=result$/);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(page.getByLabel('Perfume name')).toHaveValue("L'Eau Bleu");

    // Back and View Result again: the same recommendation keeps the shopper's name.
    await page.getByLabel('Perfume name').fill('Brume');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Personality')).toBeVisible();
    await expect(radio(page, 'Unisex')).toBeChecked();
    await page.getByRole('button', { name: 'View Result' }).click();
    await expect(page.getByLabel('Perfume name')).toHaveValue('Brume');
  });
});
