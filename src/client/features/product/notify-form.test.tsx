import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getPerfume, getPerfumeStock, notifyWhenBack } from '@/domain/api/catalogue';
import { answer, fail, hold } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { customer, perfume } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import NotifyForm from './notify-form';
import ProductPage from './product-page';

const p = perfume(4);
const region = () => screen.getByRole('region', { name: 'Notify me when it is back' });
const email = () => within(region()).getByLabelText('E-mail', { exact: true });
const button = () => within(region()).getByRole('button', { name: /^(Notify me|Sending…)$/ });
const status = () => within(region()).getByRole('status');
const renderForm = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<NotifyForm perfumeId={p.id} name={p.name} volume={30} />, { url: `/product/${p.id}`, ...options });

describe('“Notify me when it is back” under a sold-out size', () => {
  it('a wrong address is said at its field, focused, and nothing is sent', async () => {
    const sent = answer(notifyWhenBack, { message: 'ok' });
    const { user } = renderForm();
    expect(email()).toHaveProperty('value', '');
    expect(email().getAttribute('type')).toBe('email');
    await fill(user, email(), 'iris at example');
    await user.click(button());
    await waitFor(() => expect(descriptionOf(email())).toBe('Invalid email address'));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(status().textContent).toBe('');
    expect(sent.calls).toHaveLength(0);
  });

  it('sends the address and the size, waits on the button, then says it will write once', async () => {
    const gate = hold();
    const sent = answer(notifyWhenBack, async () => {
      await gate.opened;
      return { message: 'ok' };
    });
    const { user } = renderForm();
    await fill(user, email(), 'iris@example.com');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button().textContent).toBe('Sending…'));
    expect(button()).toHaveProperty('disabled', true);
    gate.open();
    await waitFor(() => expect(status().textContent).toBe(`We will write to you once when ${p.name} — 30 ml is back.`));
    expect(button()).toHaveProperty('disabled', false);
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(sent.calls[0]?.params).toEqual({ id: String(p.id) });
    expect(sent.lastBody()).toEqual({ email: 'iris@example.com', volume: 30 });
  });

  it('a signed-in shopper finds the account’s address already there', async () => {
    const sent = answer(notifyWhenBack, { message: 'ok' });
    const { user } = renderForm({ user: customer({ email: 'iris.lemaire@example.com' }) });
    await waitFor(() => expect(email()).toHaveProperty('value', 'iris.lemaire@example.com'));
    await user.click(button());
    await waitFor(() => expect(status().textContent).toBe(`We will write to you once when ${p.name} — 30 ml is back.`));
    expect(sent.lastBody()).toEqual({ email: 'iris.lemaire@example.com', volume: 30 });
  });

  it('the server’s refusals: an address under its field, too many requests in its words, a failure in the shop’s', async () => {
    const replies = [
      fail(notifyWhenBack, 400, {
        code: 'VALIDATION',
        message: 'Invalid email address',
        errors: [{ path: 'email', message: 'This address cannot receive mail' }],
      }),
      fail(notifyWhenBack, 429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }),
      fail(notifyWhenBack, 500, { code: 'INTERNAL', message: 'Internal Server Error' }),
    ];
    const sent = answer(notifyWhenBack, () => replies.shift() ?? { message: 'ok' });
    const { user } = renderForm();
    await fill(user, email(), 'iris@example.com');
    await user.click(button());
    await waitFor(() => expect(descriptionOf(email())).toBe('This address cannot receive mail'));
    expect(document.activeElement).toBe(email());

    await user.click(button());
    expect((await within(region()).findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    await user.click(button());
    await waitFor(() =>
      expect(within(region()).getByRole('alert').textContent).toBe(
        'We could not take your request just now. Please try again in a moment.',
      ),
    );
    expect(status().textContent).toBe('');

    // The alert goes as the request leaves; the confirmation comes with its answer.
    await user.click(button());
    await waitFor(() => expect(status().textContent).toBe(`We will write to you once when ${p.name} — 30 ml is back.`));
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(sent.calls).toHaveLength(4);
  });

  it('a size back in stock meanwhile says so in a toast; the page reads it again and the form goes', async () => {
    let back = false;
    const sizes = () => p.sizes.map((s) => (s.volume === 30 ? { ...s, inStock: back } : s));
    answerCatalogue();
    answerCart();
    answer(getPerfume, () => ({ ...p, sizes: sizes() }));
    answer(getPerfumeStock, () => ({ sizes: sizes().map((s) => ({ volume: s.volume, left: s.inStock ? null : 0 })) }));
    const sent = answer(notifyWhenBack, () => {
      back = true;
      return fail(notifyWhenBack, 409, { code: 'IN_STOCK', message: `${p.name} — 30 ml is back in stock.` });
    });
    const { user } = renderPage(<ProductPage />, { url: `/product/${p.id}`, path: '/product/:id' });
    const group = await screen.findByRole('group', { name: 'Size' });
    await user.click(within(group).getByRole('radio', { name: /^30 ml · .*, sold out$/ }));
    await fill(
      user,
      await within(await screen.findByRole('region', { name: 'Notify me when it is back' })).findByLabelText('E-mail'),
      'iris@example.com',
    );
    await user.click(button());
    await findToast('Back in stock', `${p.name} — 30 ml is back in stock.`);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notify me when it is back' })).toBeNull());
    expect(within(group).getByRole('radio', { name: /^30 ml · [^,]*$/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toHaveProperty('disabled', false);
    expect(sent.calls).toHaveLength(1);
  });
});
