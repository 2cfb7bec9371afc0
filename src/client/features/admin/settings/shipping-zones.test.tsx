import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  createShippingZone,
  deleteShippingZone,
  getShippingCountries,
  getShippingZones,
  updateShippingZone,
} from '@/domain/api/shipping';
import { getAdminMarkets } from '@/domain/api/markets';
import type { AdminMarket } from '@/domain/markets/schemas';
import type { ShippingZone } from '@/domain/shipping/schemas';
import { answer, fail, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { ShippingZonesSection } from './shipping-zones';

const france: ShippingZone = {
  id: 1,
  name: 'France',
  countries: ['FR'],
  restOfWorld: false,
  methods: [{ id: 1, name: 'Colissimo', price: 6.9, freeAbove: 100, currencyPrices: {}, minDays: 2, maxDays: 3 }],
};

/** The default market and one in pounds: each method has a price and a threshold in pounds. */
const markets: AdminMarket[] = [
  {
    code: 'eu',
    name: 'Europe',
    currency: 'EUR',
    countries: ['FR'],
    isDefault: true,
    dutiesOnDelivery: false,
    rate: 1,
    rounding: null,
  },
  {
    code: 'gb',
    name: 'United Kingdom',
    currency: 'GBP',
    countries: ['GB'],
    isDefault: false,
    dutiesOnDelivery: false,
    rate: 0.86,
    rounding: null,
  },
];

function renderZones(zones: ShippingZone[] = [france]) {
  answer(getShippingZones, zones);
  answer(getAdminMarkets, markets);
  answer(getShippingCountries, [{ code: 'FR', name: 'France' }]);
  return renderPage(<ShippingZonesSection />, { url: '/admin?tab=settings', user: owner() });
}
/*
 * A zone's card holds a checklist of some 250 countries, which a role or label query would weigh row
 * by row (a good part of a second each, on a loaded machine): the card is found by its heading, its
 * fields and buttons by their words, and the methods' rows by role within their fieldset.
 */
async function card(name: string): Promise<HTMLFormElement> {
  const heading = await screen.findByText(name, { selector: 'h4' });
  const form = heading.closest('section')!.querySelector('form')!;
  expect(form.getAttribute('aria-labelledby')).toBe(heading.id);
  return form;
}
const noCard = (name: string) => screen.queryByText(name, { selector: 'h4' });
function field(scope: HTMLElement, label: string): HTMLInputElement {
  const words = within(scope).getByText(label, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(words.htmlFor) as HTMLInputElement;
}
function box(scope: HTMLElement, country: string): HTMLInputElement {
  const name = within(scope).getByText(country, { selector: 'label > span' });
  return name.closest('label')!.querySelector('input')!;
}
/** A button whose words (an sr-only part included) are `name`. */
const named = (name: string) => (_: string, el: Element | null) =>
  el?.tagName === 'BUTTON' && el.textContent?.replace(/\s+/g, ' ').trim() === name;
const button = (scope: HTMLElement, name: string) => within(scope).getByText(named(name));
const noButton = (scope: HTMLElement, name: string) => within(scope).queryByText(named(name));
const methods = (zone: HTMLElement) => within(zone).getByText('Methods', { selector: 'legend' }).closest('fieldset')!;
const method = (zone: HTMLElement, n: number) => within(methods(zone)).getByRole('listitem', { name: `Method ${n}` });
const noZone = 'No zone: the shop ships nowhere, and no order can be placed.';

describe('the back office’s shipping zones', () => {
  it('no zone at all is said as the danger it is', async () => {
    const { user } = renderZones([]);
    expect((await screen.findByText(noZone)).getAttribute('role')).toBe('status');
    await user.click(button(document.body, 'Add a zone'));
    expect(await card('New zone')).toBeTruthy();
    expect(screen.queryByText(/the shop ships nowhere/)).toBeNull();
  });

  it('a new zone is checked before anything is sent: its name, its method’s name and price', async () => {
    const sent = answer(createShippingZone, [france]);
    const { user } = renderZones();
    await user.click(await screen.findByText('Add a zone', { selector: 'button' }));
    const zone = await card('New zone');
    await user.click(button(zone, 'Add zone'));
    await waitFor(() => expect(descriptionOf(field(zone, 'Zone name'))).toBe('Name is required'));
    expect(descriptionOf(field(method(zone, 1), 'Method name'))).toBe('Name is required');
    expect(descriptionOf(field(method(zone, 1), 'Price (EUR)'))).toBe('Price must be a number');
    expect(document.activeElement).toBe(field(zone, 'Zone name'));
    expect(sent.calls).toHaveLength(0);
  });

  it('a method’s days in the wrong order, a price past the cent, or no method at all are refused too', async () => {
    const sent = answer(createShippingZone, [france]);
    const { user } = renderZones();
    await user.click(await screen.findByText('Add a zone', { selector: 'button' }));
    const zone = await card('New zone');
    await fill(user, field(zone, 'Zone name'), 'Europe');
    await fill(user, field(method(zone, 1), 'Method name'), 'DHL');
    await fill(user, field(method(zone, 1), 'From (days)'), '5');
    await fill(user, field(method(zone, 1), 'To (days)'), '3');
    await fill(user, field(method(zone, 1), 'Price (EUR)'), '4.999');
    await user.click(button(zone, 'Add zone'));
    await waitFor(() =>
      expect(descriptionOf(field(method(zone, 1), 'To (days)'))).toBe('Delivery to must not be before delivery from'),
    );
    expect(descriptionOf(field(method(zone, 1), 'Price (EUR)'))).toBe('Price has at most two decimals');

    // Without a method, the zone is refused as a whole.
    await user.click(within(method(zone, 1)).getByRole('button', { name: 'Remove method 1' }));
    await user.click(button(zone, 'Add zone'));
    expect((await within(zone).findByText('A zone needs at least one method')).getAttribute('role')).toBe('alert');
    expect(sent.calls).toHaveLength(0);
  });

  it('adds a zone: its countries (a country of another zone not offered), its methods, then the toast and its card', async () => {
    const europe: ShippingZone = {
      id: 2,
      name: 'Europe',
      countries: ['DE', 'BE'],
      restOfWorld: false,
      methods: [{ id: 2, name: 'DHL', price: 9.5, freeAbove: null, currencyPrices: {}, minDays: 3, maxDays: 5 }],
    };
    const gate = hold();
    const sent = answer(createShippingZone, async () => {
      await gate.opened;
      return [france, europe];
    });
    const { user } = renderZones();
    await user.click(await screen.findByText('Add a zone', { selector: 'button' }));
    const zone = await card('New zone');
    await fill(user, field(zone, 'Zone name'), 'Europe');
    expect(box(zone, 'France')).toHaveProperty('disabled', true);
    expect(box(zone, 'France').closest('label')?.textContent).toContain('in France');
    await user.click(box(zone, 'Germany'));
    // Enter in the filter ticks the one country left.
    await user.type(field(zone, 'Filter the countries'), 'belg{Enter}');
    expect(within(zone).getByText('2 chosen')).toBeTruthy();
    expect(
      within(zone)
        .getAllByText((_, el) => el?.tagName === 'BUTTON' && /\(remove\)$/.test(el.textContent ?? ''))
        .map((b) => b.textContent),
    ).toEqual(['Germany(remove)', 'Belgium(remove)']);

    await fill(user, field(method(zone, 1), 'Method name'), 'DHL');
    await fill(user, field(method(zone, 1), 'Price (EUR)'), '9.50');
    await fill(user, field(method(zone, 1), 'From (days)'), '3');
    await user.click(button(zone, 'Add zone'));
    expect(button(zone, 'Saving…').getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('Zone added', 'Europe: 1 method offered at checkout.');
    expect(sent.lastBody()).toEqual({
      name: 'Europe',
      countries: ['DE', 'BE'],
      restOfWorld: false,
      methods: [{ name: 'DHL', price: 9.5, freeAbove: null, currencyPrices: {}, minDays: 3, maxDays: 5 }],
    });
    expect(await card('Europe')).toBeTruthy();
    expect(noCard('New zone')).toBeNull();
    expect(button(document.body, 'Add a zone')).toBeTruthy();
  });

  it('Cancel gives a new zone up, sending nothing', async () => {
    const sent = answer(createShippingZone, [france]);
    const { user } = renderZones();
    await user.click(await screen.findByText('Add a zone', { selector: 'button' }));
    const zone = await card('New zone');
    await fill(user, field(zone, 'Zone name'), 'Europe');
    await user.click(button(zone, 'Cancel'));
    await waitFor(() => expect(noCard('New zone')).toBeNull());
    expect(sent.calls).toHaveLength(0);
  });

  it('edits a zone: Undo changes while it differs, then saves what was changed to its address', async () => {
    const sent = answer(updateShippingZone, ({ body }) => [
      {
        ...france,
        ...body,
        methods: body.methods.map((m, i) => ({
          id: i + 1,
          ...m,
          freeAbove: m.freeAbove ?? null,
          currencyPrices: {},
        })),
      },
    ]);
    const { user } = renderZones();
    const zone = await card('France');
    expect(field(method(zone, 1), 'Method name')).toHaveProperty('value', 'Colissimo');
    expect(field(method(zone, 1), 'Free above')).toHaveProperty('value', '100');
    expect(noButton(zone, 'Undo changes')).toBeNull();

    await fill(user, field(method(zone, 1), 'Price (EUR)'), '8');
    await user.click(button(zone, 'Undo changes'));
    expect(field(method(zone, 1), 'Price (EUR)')).toHaveProperty('value', '6.9');

    await fill(user, field(method(zone, 1), 'Free above'), '');
    await user.click(button(methods(zone), 'Add a method'));
    const second = method(zone, 2);
    await fill(user, field(second, 'Method name'), 'Chronopost');
    await fill(user, field(second, 'Price (EUR)'), '14.90');
    await fill(user, field(second, 'To (days)'), '2');
    await fill(user, field(second, 'From (days)'), '1');
    await user.click(button(zone, 'Save zone'));
    await findToast('Zone saved', 'France: 2 methods offered at checkout.');
    expect(sent.calls[0]?.params.id).toBe('1');
    expect(sent.lastBody()).toEqual({
      name: 'France',
      countries: ['FR'],
      restOfWorld: false,
      methods: [
        { name: 'Colissimo', price: 6.9, freeAbove: null, currencyPrices: {}, minDays: 2, maxDays: 3 },
        { name: 'Chronopost', price: 14.9, freeAbove: null, currencyPrices: {}, minDays: 1, maxDays: 2 },
      ],
    });
    await waitFor(() => expect(noButton(zone, 'Undo changes')).toBeNull());
  });

  it('a method has a price and a threshold per other currency: empty, its placeholder is the derived one', async () => {
    const sent = answer(updateShippingZone, [france]);
    const { user } = renderZones();
    const zone = await card('France');
    const row = method(zone, 1);
    // €6.90 and €100 at 0.86, to whole pounds.
    expect(field(row, 'Price (GBP)').placeholder).toBe('6.00');
    expect(field(row, 'Free above (GBP)').placeholder).toBe('86.00');
    await fill(user, field(row, 'Price (GBP)'), '7.5');
    await waitFor(() => expect(field(row, 'Free above (GBP)').placeholder).toBe('Never'));
    await user.click(button(zone, 'Save zone'));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.lastBody()?.methods[0]?.currencyPrices).toEqual({ GBP: { price: 7.5, freeAbove: null } });
  });

  it('a name another zone has is said under the name; a country in two zones under the countries', async () => {
    let calls = 0;
    answer(updateShippingZone, () =>
      ++calls === 1
        ? fail(updateShippingZone, 409, { code: 'ZONE_NAME_TAKEN', message: 'Another zone is called Europe.' })
        : fail(updateShippingZone, 409, {
            code: 'COUNTRY_IN_TWO_ZONES',
            message: 'Germany is already in the zone Europe.',
          }),
    );
    const { user } = renderZones();
    const zone = await card('France');
    await fill(user, field(zone, 'Zone name'), 'Europe');
    await user.click(button(zone, 'Save zone'));
    await waitFor(() => expect(descriptionOf(field(zone, 'Zone name'))).toBe('Another zone is called Europe.'));
    expect(document.activeElement).toBe(field(zone, 'Zone name'));
    expect(within(zone).getByText('Another zone is called Europe.', { selector: '[role="alert"]' })).toBeTruthy();

    await user.click(button(zone, 'Save zone'));
    const countries = within(zone).getByText('Countries', { selector: 'span' }).closest('[role="group"]')!;
    await waitFor(() => expect(descriptionOf(countries)).toContain('Germany is already in the zone Europe.'));
  });

  it('deletes a zone only once confirmed: Keep it sends nothing; "Deleting…", then the toast, and its card goes', async () => {
    const gate = hold();
    const sent = answer(deleteShippingZone, async () => {
      await gate.opened;
      return [];
    });
    const { user } = renderZones();
    const zone = await card('France');
    await user.click(button(zone, 'Delete zone France'));
    let ask = await screen.findByRole('alertdialog', { name: 'Delete the zone France?' });
    expect(ask.textContent).toContain("Its countries are then shipped by the rest of the world's zone");
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.calls).toHaveLength(0);

    await user.click(button(zone, 'Delete zone France'));
    ask = await screen.findByRole('alertdialog', { name: 'Delete the zone France?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete zone' }));
    expect(within(ask).getByRole('button', { name: 'Deleting…' }).getAttribute('aria-busy')).toBe('true');
    expect(within(ask).getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Zone deleted', 'France is gone.');
    expect(sent.calls.map((c) => c.params.id)).toEqual(['1']);
    await waitFor(() => expect(noCard('France')).toBeNull());
    expect(screen.getByText(noZone).getAttribute('role')).toBe('status');
  });

  it('a refused deletion is said in the dialog, which stays open', async () => {
    answer(deleteShippingZone, 404, { code: 'ZONE_NOT_FOUND', message: 'This zone is no longer there.' });
    const { user } = renderZones();
    const zone = await card('France');
    await user.click(button(zone, 'Delete zone France'));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete the zone France?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete zone' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('This zone is no longer there.');
    expect(screen.getByRole('alertdialog')).toBe(ask);
  });
});
