import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getAdminSettings, getShippingCountries, updateAdminSettings } from '@/domain/api/shipping';
import { answer, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { HouseSection } from './house-form';

const saved = {
  legalName: 'Maison Lumière',
  address: '14 rue de Sévigné\n75004 Paris',
  vatNumber: 'FR12345678901',
  homeCountry: 'FR',
  legalMentions: 'SAS au capital de 10 000 €',
  giftWrapPrice: 5,
};

function renderHouse() {
  answer(getAdminSettings, saved);
  answer(getShippingCountries, [
    { code: 'FR', name: 'France' },
    { code: 'DE', name: 'Germany' },
  ]);
  return renderPage(<HouseSection />, { url: '/admin?tab=settings', user: owner() });
}
const warning = () =>
  screen.queryAllByRole('status').find((s) => s.textContent === "Invoices need the house's VAT number.");

describe('the back office’s house details', () => {
  it('warns while the VAT number is empty, refuses a malformed one or no legal name, and sends nothing', async () => {
    const sent = answer(updateAdminSettings, saved);
    const { user } = renderHouse();
    const form = await screen.findByRole('form', { name: "The house's legal details" });
    const vat = within(form).getByRole('textbox', { name: 'VAT number' });
    expect(vat).toHaveProperty('value', 'FR12345678901');
    expect(warning()).toBeUndefined();

    await fill(user, vat, '');
    expect(warning()).toBeTruthy();
    expect(descriptionOf(vat)).toContain("Invoices need the house's VAT number.");

    await fill(user, vat, '12345678901');
    await user.click(within(form).getByRole('button', { name: 'Save the house' }));
    await waitFor(() => expect(vat.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(vat)).toMatch(/starts with its country code/i);

    await fill(user, within(form).getByRole('textbox', { name: 'Legal name' }), '');
    await user.click(within(form).getByRole('button', { name: 'Save the house' }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByRole('textbox', { name: 'Legal name' }))).toMatch(
        /Legal name is required/,
      ),
    );
    expect(sent.calls).toHaveLength(0);
  });

  it('saves when right: "Saving…" meanwhile, then says so', async () => {
    const gate = hold();
    const sent = answer(updateAdminSettings, async ({ body }) => {
      await gate.opened;
      return { ...saved, ...body, giftWrapPrice: body.giftWrapPrice ?? saved.giftWrapPrice };
    });
    const { user } = renderHouse();
    const form = await screen.findByRole('form', { name: "The house's legal details" });
    const name = within(form).getByRole('textbox', { name: 'Legal name' });
    await fill(user, name, 'Maison Lumière SAS');
    await fill(user, within(form).getByRole('textbox', { name: 'VAT number' }), 'FR98765432109');
    await user.click(within(form).getByRole('button', { name: 'Save the house' }));
    expect(within(form).getByRole('button', { name: 'Saving…' }).getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('House details saved', 'Invoices issued from now on print them.');
    expect(sent.lastBody()).toMatchObject({ legalName: 'Maison Lumière SAS', vatNumber: 'FR98765432109' });
  });

  it('the server’s refusal of a field lands under it, with the form’s alert', async () => {
    answer(updateAdminSettings, 400, {
      code: 'VALIDATION',
      message: 'Invalid request',
      errors: [{ path: 'homeCountry', message: 'Home country must be a country the shop knows' }],
    });
    const { user } = renderHouse();
    const form = await screen.findByRole('form', { name: "The house's legal details" });
    await user.click(within(form).getByRole('button', { name: 'Save the house' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please correct the marked field.');
    expect(descriptionOf(within(form).getByRole('combobox', { name: 'Home country' }))).toBe(
      'Home country must be a country the shop knows',
    );
  });
});
