import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addCartLine } from '@/domain/api/cart';
import { getIngredients } from '@/domain/api/catalogue';
import { answer, fail, hold } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { ingredients } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import RecipeBuilderPage from './recipe-builder-page';

const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const ingredient = (name: string) => screen.getByRole('checkbox', { name });
const drops = (name: string) => screen.getByLabelText(`${name} drops`, { exact: true });
const queryDrops = (name: string) => screen.queryByLabelText(`${name} drops`, { exact: true });
const more = (name: string) => screen.getByRole('button', { name: `More drops of ${name}` });
const fewer = (name: string) => screen.getByRole('button', { name: `Fewer drops of ${name}` });
const total = () => screen.getByTestId('group-total');
/** The capacity's polite notice: a refused + said there. */
const notice = () => screen.queryAllByRole('status').find((s) => /drops?/.test(s.textContent ?? ''));
const overCapacity = (type: string) =>
  screen.queryAllByRole('alert').find((a) => a.textContent?.includes(`Exceeds maximum capacity for ${type}`));
const lowerIn = (step: string) =>
  within(screen.getByRole('navigation', { name: 'Lower the drops' })).getByRole('button', {
    name: new RegExp(`^${step}`),
  });
const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

function renderBuilder() {
  answerCatalogue();
  const cart = answerCart();
  return { cart, ...renderPage(<RecipeBuilderPage />, { url: '/recipe-builder' }) };
}

async function start(user: UserEvent, type: string, name: string) {
  await user.click(await screen.findByRole('radio', { name: type }));
  await user.click(next());
  await fill(user, await screen.findByLabelText('Perfume name'), name);
  await user.click(next());
  await stepHeading('Top Notes');
  await screen.findByRole('checkbox', { name: 'Bergamot' });
}

async function pick(user: UserEvent, entries: Record<string, string>) {
  for (const [name, count] of Object.entries(entries)) {
    await user.click(ingredient(name));
    await fill(user, drops(name), count);
    expect(drops(name)).toHaveProperty('value', count);
  }
}

describe('the bespoke builder: its steps', () => {
  it('Next waits for each step; a ticked ingredient starts at 1 drop; going back keeps everything', async () => {
    const { user, location } = renderBuilder();
    const progress = await screen.findByRole('progressbar', { name: 'Bespoke perfume progress' });
    expect(document.title).toBe('Bespoke Perfume · Maison Lumière');
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('6');
    await stepHeading('Perfume Type');
    expect(disabled(previous())).toBe(true);
    expect(disabled(next())).toBe(true);

    expect(screen.getAllByRole('radio')).toHaveLength(4);
    const edt = screen.getByRole('radio', { name: 'Eau de Toilette' });
    expect(descriptionOf(edt)).toMatch(/Concentration5–15 %.*3-5 hours.*Light.*150 drops.*€145\.00/);
    await user.click(edt);
    expect(disabled(next())).toBe(false);
    await user.click(next());

    const nameHeading = await stepHeading('Product Name');
    expect(progress.getAttribute('aria-valuenow')).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(nameHeading));
    const name = screen.getByLabelText('Perfume name');
    expect(descriptionOf(name)).toBe('This name will appear on your bottle and in your orders.');
    expect(disabled(next())).toBe(true);
    await fill(user, name, '   ');
    expect(disabled(next())).toBe(true);
    await fill(user, name, 'Midnight Garden');
    expect(disabled(next())).toBe(false);
    await user.type(name, '{Enter}');

    for (const [step, choice] of [
      ['Top Notes', 'Bergamot'],
      ['Middle Notes', 'Rose'],
      ['Base Notes', 'Sandalwood'],
    ] as const) {
      await stepHeading(step);
      await screen.findByRole('checkbox', { name: choice });
      expect(disabled(next())).toBe(true);
      await user.click(ingredient(choice));
      expect(drops(choice)).toHaveProperty('value', '1');
      expect(screen.getAllByText('1 drop · 0.05 ml').length).toBeGreaterThan(0);
      expect(disabled(next())).toBe(false);
      // Unticking removes it again.
      await user.click(ingredient(choice));
      expect(queryDrops(choice)).toBeNull();
      expect(disabled(next())).toBe(true);
      await user.click(ingredient(choice));
      await user.click(next());
    }
    await stepHeading('Review & Create');
    expect(progress.getAttribute('aria-valuenow')).toBe('6');
    expect(location()).toBe('/recipe-builder?step=review');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Create Perfume' }))).toBe(false);

    await user.click(previous());
    await user.click(previous());
    await stepHeading('Middle Notes');
    expect(ingredient('Rose')).toHaveProperty('checked', true);
  });

  it('shows 8 skeleton cards while the ingredients load', async () => {
    const gate = hold();
    answer(getIngredients, async () => {
      await gate.opened;
      return ingredients();
    });
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('radio', { name: 'Eau de Parfum' }));
    await user.click(next());
    await fill(user, await screen.findByLabelText('Perfume name'), 'Atelier');
    await user.click(next());
    await stepHeading('Top Notes');
    expect(screen.getAllByTestId('ingredient-skeleton')).toHaveLength(8);
    expect(screen.getByText('Loading ingredients…')).toBeTruthy();
    gate.open();
    await screen.findByRole('checkbox', { name: 'Bergamot' });
    expect(screen.queryAllByTestId('ingredient-skeleton')).toHaveLength(0);
  });

  it('the review shows the design and Create Perfume adds it to the cart, then opens the cart', async () => {
    const { user, location, cart } = renderBuilder();
    await start(user, 'Eau de Toilette', 'Midnight Garden');
    await user.click(ingredient('Bergamot'));
    await user.click(more('Bergamot'));
    await user.click(more('Bergamot'));
    await user.click(ingredient('Neroli'));
    expect(total().textContent).toBe('4 drops · 0.2 ml');
    await user.click(next());
    await stepHeading('Middle Notes');
    await user.click(await screen.findByRole('checkbox', { name: 'Rose' }));
    await fill(user, drops('Rose'), '5');
    await user.click(next());
    await stepHeading('Base Notes');
    await user.click(await screen.findByRole('checkbox', { name: 'Sandalwood' }));
    await user.click(next());

    await stepHeading('Review & Create');
    const main = document.body;
    // 10 drops in the 50 ml: the formula's 1.0 %, not the Eau de Toilette's 15 %.
    for (const text of ['Midnight Garden', 'Eau de Toilette', '1.0 %', '€145.00'])
      expect(main.textContent).toContain(text);
    const item = (name: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;
    expect(item('Bergamot').textContent).toContain('3 drops · 0.15 ml');
    expect(item('Rose').textContent).toContain('5 drops · 0.25 ml');
    expect(screen.getByText('0.5 ml of fragrance oils in a 50ml bottle')).toBeTruthy();
    expect(screen.getByText(/1\.0 % concentration in an alcohol base/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Perfume' }));
    await findToast('Bespoke perfume created!', 'Midnight Garden has been added to your cart.');
    expect(location()).toBe('/cart');
    expect(cart.stubs.add.lastBody()).toMatchObject({
      isCustom: true,
      customName: 'Midnight Garden',
      customDetails: {
        type: 'bespoke-perfume',
        perfumeType: 'eau-de-toilette',
        customName: 'Midnight Garden',
        concentration: 1,
      },
    });
  });

  it('a failed creation says so, stays on the review, and can be tried again', async () => {
    const { user, location } = renderBuilder();
    const gate = hold();
    answer(addCartLine, async () => {
      await gate.opened;
      return fail(addCartLine, 500, { code: 'INTERNAL', message: 'boom' });
    });
    await start(user, 'Extrait de Parfum', 'Nocturne');
    await user.click(ingredient('Bergamot'));
    await user.click(next());
    await user.click(await screen.findByRole('checkbox', { name: 'Rose' }));
    await user.click(next());
    await user.click(await screen.findByRole('checkbox', { name: 'Amber' }));
    await user.click(next());
    await stepHeading('Review & Create');

    await user.click(screen.getByRole('button', { name: 'Create Perfume' }));
    expect(disabled(screen.getByRole('button', { name: 'Creating...' }))).toBe(true);
    gate.open();
    await findToast('Error creating perfume', 'There was an issue creating your bespoke perfume. Please try again.');
    expect(location()).toBe('/recipe-builder?step=review');
    expect(disabled(screen.getByRole('button', { name: 'Create Perfume' }))).toBe(false);
  });
});

describe('the bespoke builder: its limits', () => {
  it('with Eau de Cologne a change past 50 drops is refused, and said why', async () => {
    const { user } = renderBuilder();
    await start(user, 'Eau de Cologne', 'Petite Brise');
    await user.click(ingredient('Bergamot'));
    await user.click(ingredient('Lemon'));
    const onlyFit = (n: number) => screen.queryByText(`Only ${n} drops fit in an Eau de Cologne.`);

    await fill(user, drops('Bergamot'), '48');
    expect(drops('Bergamot')).toHaveProperty('value', '48');
    await user.click(more('Bergamot'));
    expect(drops('Bergamot')).toHaveProperty('value', '49');
    expect(screen.getByText('49 drops · 2.45 ml')).toBeTruthy();
    expect(total().textContent).toBe('50 drops · 2.5 ml');

    // Full: one more drop anywhere is refused, and the refusal is said politely.
    await user.click(more('Lemon'));
    expect(drops('Lemon')).toHaveProperty('value', '1');
    await waitFor(() => expect(notice()?.textContent).toBe('The bottle is full: it holds 50 drops.'));

    // A typed 50 is not taken either: it stays in the field, marked, with how many fit; the formula keeps 49.
    await fill(user, drops('Bergamot'), '50');
    expect(drops('Bergamot')).toHaveProperty('value', '50');
    expect(drops('Bergamot').getAttribute('aria-invalid')).toBe('true');
    expect(onlyFit(49)?.getAttribute('aria-live')).toBe('polite');
    expect(descriptionOf(drops('Bergamot'))).toBe('Only 49 drops fit in an Eau de Cologne. Kept at 49 drops · 2.45 ml');
    expect(notice()).toBeUndefined(); // said once, by the field
    expect(total().textContent).toBe('50 drops · 2.5 ml');
    expect(overCapacity('Eau de Cologne')).toBeUndefined();
    expect(disabled(next())).toBe(true);
    expect(descriptionOf(next())).toBe('Correct the drops of Bergamot to continue.');

    // A change that goes through clears it; with 5 drops left, Lemon typed past them says so.
    await fill(user, drops('Bergamot'), '45');
    expect(drops('Bergamot').getAttribute('aria-invalid')).toBeNull();
    expect(onlyFit(49)).toBeNull();
    expect(total().textContent).toBe('46 drops · 2.3 ml');
    expect(disabled(next())).toBe(false);
    await fill(user, drops('Lemon'), '10');
    expect(drops('Lemon')).toHaveProperty('value', '10');
    expect(onlyFit(5)).toBeTruthy();
    expect(total().textContent).toBe('46 drops · 2.3 ml');
    // + counts from the drops kept, and replaces what was typed.
    await user.click(more('Lemon'));
    expect(drops('Lemon')).toHaveProperty('value', '2');
    expect(onlyFit(5)).toBeNull();
    expect(total().textContent).toBe('47 drops · 2.35 ml');
    // Exactly what fits is taken; the next step does not carry the notice of a refused +.
    await fill(user, drops('Lemon'), '5');
    expect(total().textContent).toBe('50 drops · 2.5 ml');
    await user.click(more('Lemon'));
    await waitFor(() => expect(notice()?.textContent).toBe('The bottle is full: it holds 50 drops.'));
    await user.click(next());
    await stepHeading('Middle Notes');
    await waitFor(() => expect(notice()).toBeUndefined());
    await user.click(previous());
    await stepHeading('Top Notes');

    // Lowering is always taken; below 1 is not, and says how to leave an ingredient out.
    await fill(user, drops('Lemon'), '1');
    expect(total().textContent).toBe('46 drops · 2.3 ml');
    await fill(user, drops('Bergamot'), '0');
    expect(drops('Bergamot')).toHaveProperty('value', '0');
    expect(screen.getByText('At least 1 drop per ingredient: untick it to leave it out.')).toBeTruthy();
    expect(screen.getByText('Kept at 45 drops · 2.25 ml')).toBeTruthy();
    expect(disabled(next())).toBe(true);
    await fill(user, drops('Bergamot'), '1');
    expect(drops('Bergamot')).toHaveProperty('value', '1');
    expect(drops('Bergamot').getAttribute('aria-invalid')).toBeNull();
    expect(disabled(fewer('Bergamot'))).toBe(true);
    expect(disabled(fewer('Lemon'))).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Bottle capacity used' }).getAttribute('aria-valuenow')).toBe('2');
    expect(disabled(next())).toBe(false);
  });

  it('switching to a smaller type keeps the ingredients, warns, and leads to the drops to lower', async () => {
    const { user } = renderBuilder();
    await start(user, 'Eau de Toilette', 'Grand Tour');
    await user.click(ingredient('Bergamot'));
    await user.click(ingredient('Lemon'));
    await fill(user, drops('Bergamot'), '50');
    await fill(user, drops('Lemon'), '10');
    expect(total().textContent).toBe('60 drops · 3 ml');
    expect(screen.queryAllByRole('alert').some((a) => a.textContent?.includes('Exceeds maximum capacity'))).toBe(false);

    await user.click(previous());
    await user.click(previous());
    await stepHeading('Perfume Type');
    await user.click(screen.getByRole('radio', { name: 'Eau de Cologne' }));
    await waitFor(() => expect(overCapacity('Eau de Cologne')).toBeTruthy());
    // It goes no further until the formula fits, says by how much, and leads to the drops to lower.
    expect(disabled(next())).toBe(true);
    expect(
      screen.getByText(
        '60 drops are more than an Eau de Cologne holds (50). Remove 10 drops, or choose a larger type.',
      ),
    ).toBeTruthy();
    await user.click(lowerIn('Top Notes'));

    await stepHeading('Top Notes');
    expect(ingredient('Bergamot')).toHaveProperty('checked', true);
    expect(drops('Bergamot')).toHaveProperty('value', '50');
    expect(ingredient('Lemon')).toHaveProperty('checked', true);
    expect(drops('Lemon')).toHaveProperty('value', '10');
    expect(total().textContent).toBe('60 drops · 3 ml');
    expect(overCapacity('Eau de Cologne')).toBeTruthy();
    expect(disabled(next())).toBe(true);

    // Working back under the limit clears the warning, and the journey goes on.
    await fill(user, drops('Bergamot'), '39');
    expect(drops('Bergamot')).toHaveProperty('value', '39');
    expect(total().textContent).toBe('49 drops · 2.45 ml');
    expect(overCapacity('Eau de Cologne')).toBeUndefined();
    expect(screen.queryByText(/more than an Eau de Cologne holds/)).toBeNull();
    expect(disabled(next())).toBe(false);
    await user.click(next());
    await stepHeading('Middle Notes');
  });

  it('241 drops composed as an Eau de Parfum, then Eau de Cologne: Next waits until the formula fits', async () => {
    const { user } = renderBuilder();
    await start(user, 'Eau de Parfum', 'Grand Soir');
    // Ingredients without an IFRA limit: 50 drops each are the bottle's to refuse, not the limit's.
    await pick(user, { Bergamot: '50', Mandarin: '50' });
    await user.click(next());
    await stepHeading('Middle Notes');
    await screen.findByRole('checkbox', { name: 'Tuberose' });
    await pick(user, { Tuberose: '50', Jasmine: '50' });
    await user.click(next());
    await stepHeading('Base Notes');
    await screen.findByRole('checkbox', { name: 'Sandalwood' });
    await pick(user, { Sandalwood: '41' });
    expect(screen.getByRole('progressbar', { name: 'Bottle capacity used' }).getAttribute('aria-valuenow')).toBe('241');
    expect(disabled(next())).toBe(false);
    for (let i = 0; i < 4; i++) await user.click(previous());
    await stepHeading('Perfume Type');

    // The type changes: the design is checked again, announced, and Next says why it waits.
    await user.click(screen.getByRole('radio', { name: 'Eau de Cologne' }));
    await waitFor(() => expect(overCapacity('Eau de Cologne')).toBeTruthy());
    expect(disabled(next())).toBe(true);
    const reason = '241 drops are more than an Eau de Cologne holds (50). Remove 191 drops, or choose a larger type.';
    expect(screen.getByText(reason)).toBeTruthy();
    expect(descriptionOf(next())).toBe(`Bring the formula within capacity to continue. ${reason}`);

    // A larger type holds it; back to the Cologne, the drops come down where they are.
    await user.click(screen.getByRole('radio', { name: 'Extrait de Parfum' }));
    expect(disabled(next())).toBe(false);
    expect(screen.queryByText(reason)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Eau de Cologne' }));
    expect(disabled(next())).toBe(true);

    await user.click(lowerIn('Top Notes'));
    await stepHeading('Top Notes');
    expect(overCapacity('Eau de Cologne')).toBeTruthy();
    expect(disabled(next())).toBe(true);
    expect(
      within(screen.getByRole('navigation', { name: 'Lower the drops' })).queryByRole('button', { name: /^Top Notes/ }),
    ).toBeNull();
    await fill(user, drops('Bergamot'), '10');
    await fill(user, drops('Mandarin'), '10');
    expect(
      screen.getByText(
        '161 drops are more than an Eau de Cologne holds (50). Remove 111 drops, or choose a larger type.',
      ),
    ).toBeTruthy();
    expect(disabled(next())).toBe(true);

    await user.click(lowerIn('Middle Notes'));
    await stepHeading('Middle Notes');
    await fill(user, drops('Tuberose'), '10');
    await fill(user, drops('Jasmine'), '10');
    expect(disabled(next())).toBe(true);
    await user.click(lowerIn('Base Notes'));
    await stepHeading('Base Notes');
    await fill(user, drops('Sandalwood'), '10');

    // 50 of 50: it fits, and every step goes on.
    expect(overCapacity('Eau de Cologne')).toBeUndefined();
    expect(screen.queryByRole('navigation', { name: 'Lower the drops' })).toBeNull();
    expect(disabled(next())).toBe(false);
    await user.click(next());
    await stepHeading('Review & Create');
    expect(disabled(screen.getByRole('button', { name: 'Create Perfume' }))).toBe(false);
    expect(screen.getByText(/50 drops in all/)).toBeTruthy();
  });

  it('a typed drop count that is not taken stays in its field, with the reason beside it', async () => {
    const { user } = renderBuilder();
    await start(user, 'Eau de Toilette', 'Petit Matin');
    await user.click(ingredient('Bergamot'));
    const bergamot = () => drops('Bergamot');
    const said = () => screen.queryByText('At most 50 drops per ingredient.');

    // 60: not taken, not changed to anything else, and said why next to the field.
    await fill(user, bergamot(), '60');
    expect(bergamot()).toHaveProperty('value', '60');
    expect(bergamot().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(bergamot())).toMatch(/^At most 50 drops per ingredient\./);
    expect(said()?.getAttribute('aria-live')).toBe('polite');
    expect(total().textContent).toBe('1 drop · 0.05 ml');
    expect(disabled(next())).toBe(true);
    expect(descriptionOf(next())).toBe('Correct the drops of Bergamot to continue.');

    // Corrected, it is taken.
    await fill(user, bergamot(), '40');
    expect(bergamot()).toHaveProperty('value', '40');
    expect(bergamot().getAttribute('aria-invalid')).toBeNull();
    expect(said()).toBeNull();
    expect(total().textContent).toBe('40 drops · 2 ml');
    expect(disabled(next())).toBe(false);

    // Past what the bottle holds: how many drops fit, in this type.
    await pick(user, { Cardamom: '50', Neroli: '50' });
    await user.click(ingredient('Mandarin'));
    await fill(user, drops('Mandarin'), '20');
    expect(drops('Mandarin')).toHaveProperty('value', '20');
    expect(screen.getByText('Only 10 drops fit in an Eau de Toilette.')).toBeTruthy();
    expect(total().textContent).toBe('141 drops · 7.05 ml');
    // Room made elsewhere: the count kept in the field is taken.
    await fill(user, bergamot(), '30');
    expect(screen.queryByText('Only 10 drops fit in an Eau de Toilette.')).toBeNull();
    expect(drops('Mandarin')).toHaveProperty('value', '20');
    expect(total().textContent).toBe('150 drops · 7.5 ml');
    expect(disabled(next())).toBe(false);

    // Below one, and a field left empty, are said too.
    await fill(user, bergamot(), '0');
    expect(bergamot()).toHaveProperty('value', '0');
    expect(screen.getByText('At least 1 drop per ingredient: untick it to leave it out.')).toBeTruthy();
    await user.clear(bergamot());
    expect(screen.queryByText(/Enter 1 to 50 drops/)).toBeNull(); // not while it is being typed
    await user.tab();
    expect(await screen.findByText('Enter 1 to 50 drops.')).toBeTruthy();
    expect(disabled(next())).toBe(true);
    await user.click(fewer('Bergamot'));
    expect(bergamot()).toHaveProperty('value', '29');
    expect(disabled(next())).toBe(false);
  });
});
