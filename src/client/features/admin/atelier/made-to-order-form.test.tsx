import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getAtelierSettings, setAtelierSettings } from '@/domain/api/atelier';
import { answer, fail, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { MadeToOrderSettings } from './made-to-order-form';

/** The days as the server holds them: a save changes what the next read answers. */
function atelier(days = 21) {
  let held = days;
  let rest = 14;
  answer(getAtelierSettings, () => ({ madeToOrderDays: held, macerationDays: rest }));
  return answer(setAtelierSettings, ({ body }) => {
    held = body.madeToOrderDays ?? held;
    rest = body.macerationDays ?? rest;
    return { madeToOrderDays: held, macerationDays: rest };
  });
}

const renderDays = () => renderPage(<MadeToOrderSettings />, { url: '/admin?tab=atelier', user: owner() });
const form = () => screen.findByRole('form', { name: 'Made-to-order days' });
const days = (scope: HTMLElement) => within(scope).getByRole('spinbutton', { name: 'Days to ship' });
const rest = (scope: HTMLElement) => within(scope).getByRole('spinbutton', { name: 'Days of rest' });
const save = (scope: HTMLElement) => within(scope).getByRole('button', { name: /the made-to-order days/ });
const section = () => screen.getByRole('region', { name: 'Made to order' });

describe('the back office’s made-to-order days', () => {
  it('shows a placeholder while the days load, then the field and the line the shop says', async () => {
    const gate = hold();
    answer(getAtelierSettings, async () => {
      await gate.opened;
      return { madeToOrderDays: 21, macerationDays: 14 };
    });
    renderDays();
    expect(screen.getByRole('status').textContent).toContain('Loading the made-to-order days');
    expect(screen.queryByRole('form')).toBeNull();
    gate.open();
    const edit = await form();
    expect(days(edit)).toHaveProperty('value', '21');
    expect(descriptionOf(days(edit))).toBe('1 to 90');
    expect(section().textContent).toContain('“Made to order: ships in about 21 days”.');
    expect(rest(edit)).toHaveProperty('value', '14');
    expect(descriptionOf(rest(edit))).toBe('0 to 90, before bottling');
    expect(save(edit).textContent).toBe('Save the made-to-order days and the rest');
  });

  it('refuses an empty, a zero, a fractional or too long a wait, and sends nothing', async () => {
    const sent = atelier();
    const { user } = renderDays();
    const edit = await form();
    const field = days(edit);

    await fill(user, field, '');
    await user.click(save(edit));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field)).toContain('Days must be a whole number');

    for (const [typed, message] of [
      ['0', 'Days must be between 1 and 90'],
      ['91', 'Days must be between 1 and 90'],
      ['2.5', 'Days must be a whole number'],
    ] as const) {
      await fill(user, field, typed);
      await user.click(save(edit));
      await waitFor(() => expect(descriptionOf(field)).toContain(message));
    }
    expect(document.activeElement).toBe(field);
    expect(sent.calls).toHaveLength(0);
  });

  it('saves: "Saving…" meanwhile, then the toast, the body sent and the line with the new days', async () => {
    let held = 21;
    let resting = 14;
    answer(getAtelierSettings, () => ({ madeToOrderDays: held, macerationDays: resting }));
    const gate = hold();
    const sent = answer(setAtelierSettings, async ({ body }) => {
      await gate.opened;
      held = body.madeToOrderDays ?? held;
      resting = body.macerationDays ?? resting;
      return { madeToOrderDays: held, macerationDays: resting };
    });
    const { user } = renderDays();
    const edit = await form();
    await fill(user, days(edit), '30');
    await fill(user, rest(edit), '21');
    await user.click(save(edit));
    const busy = await within(edit).findByRole('button', { name: 'Saving… the made-to-order days and the rest' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // A second press while it is on its way sends nothing more.
    await user.click(busy);
    gate.open();
    await findToast(
      'Made-to-order days saved',
      'Made to order: ships in about 30 days. A perfume rests 21 days before bottling.',
    );
    expect(sent.calls.map((c) => c.body)).toEqual([{ madeToOrderDays: 30, macerationDays: 21 }]);
    await waitFor(() => expect(section().textContent).toContain('“Made to order: ships in about 30 days”.'));
    expect(days(await form())).toHaveProperty('value', '30');
    expect(rest(await form())).toHaveProperty('value', '21');
  });

  it('a refused save says so under the button; a refusal of the field lands under the field', async () => {
    atelier();
    let calls = 0;
    const sent = answer(setAtelierSettings, () =>
      ++calls === 1
        ? fail(setAtelierSettings, 500, { code: 'INTERNAL' })
        : fail(setAtelierSettings, 400, {
            code: 'VALIDATION',
            message: 'Invalid request',
            errors: [{ path: 'madeToOrderDays', message: 'Days must be between 1 and 90' }],
          }),
    );
    const { user } = renderDays();
    const edit = await form();
    await fill(user, days(edit), '14');
    await user.click(save(edit));
    expect((await within(edit).findByRole('alert')).textContent).toBe(
      'The made-to-order days could not be saved. Please try again.',
    );

    await user.click(save(edit));
    await waitFor(() => expect(descriptionOf(days(edit))).toContain('Days must be between 1 and 90'));
    // The field's own words stand alone: the form's alert is gone, and not said twice.
    expect(within(edit).queryByRole('alert')).toBeNull();
    expect(sent.calls).toHaveLength(2);
  });

  it('days that fail to load say so, and Try again reads them again', async () => {
    let calls = 0;
    answer(getAtelierSettings, () =>
      ++calls === 1 ? fail(getAtelierSettings, 500, { code: 'INTERNAL' }) : { madeToOrderDays: 21, macerationDays: 14 },
    );
    const { user } = renderDays();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The made-to-order days could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(days(await form())).toHaveProperty('value', '21');
  });
});
