import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { fill, findToast, renderPage } from '#tests/component/render';
import RecipeBuilderPage from './recipe-builder-page';

/*
 * The review step states the formula's real strength (issue #43) and, below its type's usual band,
 * says so plainly with two remedies, more drops or the lighter type it reaches, without blocking.
 */

const next = () => screen.getByRole('button', { name: 'Next' });
const create = () => screen.getByRole('button', { name: 'Create Perfume' }) as HTMLButtonElement;
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const notice = (type: string) => screen.queryByRole('region', { name: `Lighter than ${type} usually is` });
/** The review's facts: Name, Type, Concentration, Price. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function renderBuilder() {
  answerCatalogue();
  const cart = answerCart();
  return { cart, ...renderPage(<RecipeBuilderPage />, { url: '/recipe-builder' }) };
}

/** A design of `type` named `name`, with these drops of Bergamot, Rose and Sandalwood, at its review. */
async function review(user: UserEvent, type: string, name: string, [top, middle, base]: [number, number, number]) {
  await user.click(await screen.findByRole('radio', { name: type }));
  await user.click(next());
  await fill(user, await screen.findByLabelText('Perfume name'), name);
  await user.click(next());
  for (const [step, ingredient, drops] of [
    ['Top Notes', 'Bergamot', top],
    ['Middle Notes', 'Rose', middle],
    ['Base Notes', 'Sandalwood', base],
  ] as const) {
    await stepHeading(step);
    await user.click(await screen.findByRole('checkbox', { name: ingredient }));
    await fill(user, screen.getByLabelText(`${ingredient} drops`, { exact: true }), String(drops));
    await user.click(next());
  }
  await stepHeading('Review & Create');
}

describe('the review: the strength a formula has', () => {
  it('33 drops in an Extrait de Parfum: says 3.3 %, offers the Eau de Cologne at €95, and still creates', async () => {
    const { user, cart } = renderBuilder();
    await review(user, 'Extrait de Parfum', 'Nocturne', [20, 10, 3]);

    expect(fact('Type')).toBe('Extrait de Parfum');
    expect(fact('Concentration')).toBe('3.3 %');
    expect(fact('Price')).toBe('€285.00');
    expect(screen.getByText(/3\.3 % concentration in an alcohol base · 33 drops in all/)).toBeTruthy();
    expect(screen.getByTestId('label-name').closest('div')?.textContent).toContain('Extrait de Parfum·3.3 %');

    const region = notice('an Extrait de Parfum')!;
    expect(region.textContent).toContain('Your formula is 3.3 % fragrance oil (33 drops in the bottle).');
    expect(region.textContent).toContain(
      'An Extrait de Parfum is usually 20 % or more, so its label will say 3.3 %, as it is.',
    );
    expect(region.textContent).toContain(
      'Add 167 drops to reach 20 %, or make it an Eau de Cologne (2 % or more) at €95.00.',
    );
    // It informs, it does not stop.
    expect(create().disabled).toBe(false);

    await user.click(within(region).getByRole('button', { name: 'Make it an Eau de Cologne · €95.00' }));
    expect(fact('Type')).toBe('Eau de Cologne');
    expect(fact('Concentration')).toBe('3.3 %');
    expect(fact('Price')).toBe('€95.00');
    expect(notice('an Extrait de Parfum')).toBeNull();
    expect(notice('an Eau de Cologne')).toBeNull();
    const said = screen.getByText(/^Now an Eau de Cologne, at €95\.00: its label will say 3\.3 %/);
    await waitFor(() => expect(document.activeElement).toBe(said));

    await user.click(create());
    await findToast('Bespoke perfume created!', 'Nocturne has been added to your cart.');
    expect(cart.stubs.add.lastBody()).toMatchObject({
      customDetails: { perfumeType: 'eau-de-cologne', customName: 'Nocturne', concentration: 3.3 },
    });
  });

  it('Add drops goes back to the notes, and a formula brought within the band is said no more', async () => {
    const { user, location } = renderBuilder();
    await review(user, 'Eau de Parfum', 'Grand Soir', [50, 50, 40]);
    // 140 drops: 14.0 %, under the Eau de Parfum's 15 %; the Eau de Toilette's band it reaches.
    const region = notice('an Eau de Parfum')!;
    expect(fact('Concentration')).toBe('14.0 %');
    expect(region.textContent).toContain(
      'Add 10 drops to reach 15 %, or make it an Eau de Toilette (5 % or more) at €145.00.',
    );
    expect(within(region).getByRole('button', { name: 'Make it an Eau de Toilette · €145.00' })).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Add drops' }));
    await stepHeading('Top Notes');
    expect(location()).toBe('/recipe-builder?step=top');
    for (const step of ['Middle Notes', 'Base Notes']) {
      await user.click(next());
      await stepHeading(step);
    }
    await fill(user, screen.getByLabelText('Sandalwood drops', { exact: true }), '50');
    await user.click(next());
    await stepHeading('Review & Create');
    expect(fact('Concentration')).toBe('15.0 %');
    expect(notice('an Eau de Parfum')).toBeNull();
    expect(create().disabled).toBe(false);
  });

  it('below every band: only more drops are offered, and Create Perfume stays enabled', async () => {
    const { user } = renderBuilder();
    await review(user, 'Extrait de Parfum', 'Murmure', [5, 5, 5]);
    const region = notice('an Extrait de Parfum')!;
    expect(fact('Concentration')).toBe('1.5 %');
    expect(region.textContent).toContain('Add 185 drops to reach 20 %, or create it as it is.');
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add drops']);
    expect(create().disabled).toBe(false);
  });

  it('within its band: the strength is stated, and nothing more is said', async () => {
    const { user } = renderBuilder();
    await review(user, 'Eau de Cologne', 'Brise', [10, 10, 5]);
    expect(fact('Concentration')).toBe('2.5 %');
    expect(notice('an Eau de Cologne')).toBeNull();
    expect(create().disabled).toBe(false);
  });
});
