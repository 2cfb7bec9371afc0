import { expect, test, type Locator, type Page } from './fixtures';
import { expectToast } from './helpers';

/**
 * Keyboard-only walkthroughs: the page is driven with Tab, Shift+Tab, Enter, Space, arrow keys and
 * typing alone. Locators are used only to check where the focus is and what the page shows.
 */

/** Whether the focus is on `locator` or inside it (a radio group, a fieldset). */
async function holdsFocus(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
    .catch(() => false);
}

/** Presses Tab until `locator` (or something inside it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, locator: Locator, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  // One handle for the whole walk: resolving the locator on every press is what makes walks slow.
  const target = await locator.first().elementHandle();
  const reached = () => target!.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  for (let i = 0; i < max; i++) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  if (await holdsFocus(locator)) return;
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
      : 'nothing';
  });
  throw new Error(`${key} did not reach ${String(locator)} within ${max} presses (focus is on ${focused})`);
}

/** Tabs into a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue('');
}

/**
 * Tabs into the radio group `group` and picks `option` with the arrow keys (Space when the focus
 * already rests on it): native radios check the one the arrows move to.
 */
async function chooseRadio(page: Page, group: Locator, option: Locator, max = 12) {
  await tabTo(page, group);
  for (let i = 0; i < max; i++) {
    if (await option.isChecked()) break;
    if (await holdsFocus(option)) await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowRight');
  }
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
}

/** Tabs to a checkbox and ticks it with Space. */
async function tick(page: Page, box: Locator) {
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

const radio = (scope: Page | Locator, name: string) => scope.getByRole('radio', { name, exact: true });
const checkbox = (scope: Page | Locator, name: string) => scope.getByRole('checkbox', { name, exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test.describe('keyboard only', () => {
  // Long walks of single key presses: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('checkout: add to cart, open the cart, pay with the simulated card', async ({ page }) => {
    await page.goto('/product/1');
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(add).toBeVisible();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Added to cart');

    const cart = page.getByRole('button', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    // The header is before the page's content: Shift+Tab walks back up to it.
    await tabTo(page, cart, 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(panel).toBeVisible();
    const checkout = panel.getByRole('link', { name: 'Checkout' });
    await tabTo(page, checkout);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    const card = page.getByLabel('Card number');
    await expect(card).toBeVisible();
    await typeInto(page, page.getByLabel('Full name'), 'Claire Dubois');
    await typeInto(page, page.getByLabel('Email'), 'claire@example.com');
    await typeInto(page, page.getByLabel('Address'), '12 rue des Lilas');
    await typeInto(page, page.getByLabel('City'), 'Paris');
    await typeInto(page, page.getByLabel('Postal code'), '75003');
    await typeInto(page, page.getByLabel('Country'), 'France');
    await typeInto(page, card, '4242 4242 4242 4242');
    await expect(card).toHaveValue('4242 4242 4242 4242');
    await typeInto(page, page.getByLabel('Expiry (MM/YY)'), '12/34');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await typeInto(page, page.getByLabel('CVC'), '123');

    const pay = page.getByRole('button', { name: /^Pay / });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Payment Successful');
    await expect(page).toHaveURL(/\/orders\/\d+\?key=/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  });

  test('lifestyle configurator: answer, continue, view the result, add to cart', async ({ page }) => {
    await page.goto('/custom-perfume');
    await expect(stepHeading(page, 'Lifestyle')).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue' });

    await chooseRadio(page, group(page, 'Where do you spend most of your days?'), radio(page, 'Coastal'));
    await tick(page, checkbox(page, 'Daytime'));
    await tick(page, checkbox(page, 'Special Occasions'));
    await chooseRadio(page, group(page, 'Are you mostly indoors or outdoors?'), radio(page, 'Outdoor'));
    await chooseRadio(page, group(page, 'What is your favorite season?'), radio(page, 'Summer'));
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Preferences')).toBeVisible();
    await chooseRadio(page, group(page, 'Which scents draw you in?'), radio(page, 'Fresh'));
    await chooseRadio(page, group(page, 'How present should it be?'), radio(page, 'Strong'));
    await chooseRadio(page, group(page, 'How long should it last?'), radio(page, 'Half-day'));
    await tick(page, checkbox(page, 'Energetic'));
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Personality')).toBeVisible();
    await chooseRadio(page, group(page, 'Your age range'), radio(page, '25-34'));
    await chooseRadio(page, group(page, 'Who is it for?'), radio(page, 'Unisex'));
    await tick(page, checkbox(page, 'Adventurous'));
    await chooseRadio(page, group(page, 'Your personal style'), radio(page, 'Modern'));
    const viewResult = page.getByRole('button', { name: 'View Result' });
    await tabTo(page, viewResult);
    await page.keyboard.press('Enter');

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible();
    await expect(page.getByLabel('Perfume name')).not.toHaveValue('');
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expectToast(page, 'Custom perfume created!');
  });

  test('bespoke builder: type, name, one ingredient per group with more drops, create', async ({ page }) => {
    await page.goto('/recipe-builder');
    await expect(stepHeading(page, 'Perfume Type')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next', exact: true });

    // The four types are one radio group; the arrows move the choice.
    await chooseRadio(page, group(page, 'Choose a perfume type'), radio(page, 'Eau de Toilette'));
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Product Name')).toBeVisible();
    await typeInto(page, page.getByLabel('Perfume name'), 'Midnight Garden');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    for (const [step, pick] of [
      ['Top Notes', 'Bergamot'],
      ['Middle Notes', 'Rose'],
      ['Base Notes', 'Sandalwood'],
    ] as const) {
      await expect(stepHeading(page, step)).toBeVisible();
      await tick(page, checkbox(page, pick));
      const more = page.getByRole('button', { name: `More drops of ${pick}` });
      await tabTo(page, more);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(`${pick} drops`, { exact: true })).toHaveValue('3');
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    }

    await expect(stepHeading(page, 'Review & Create')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Bergamot' })).toContainText('3 drops · 0.15 ml');
    const create = page.getByRole('button', { name: 'Create Perfume' });
    // Focus moved to the step heading; the button comes after the review.
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expectToast(page, 'Bespoke perfume created!');
    await expect(page.getByRole('main')).toContainText('Midnight Garden');
  });

  test('the first navigation link shows a visible focus indicator', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await expect(link).toBeFocused();
    const style = await link.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        outlineStyle: s.outlineStyle,
        outlineWidth: s.outlineWidth,
        boxShadow: s.boxShadow,
        focusVisible: el.matches(':focus-visible'),
      };
    });
    expect(style.focusVisible).toBe(true);
    const outlined = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    const shadowed = style.boxShadow !== '' && style.boxShadow !== 'none';
    expect(outlined || shadowed, JSON.stringify(style)).toBe(true);
  });
});
