import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { renderApp } from '#tests/component/render';
import { toast } from '@/client/lib/toast';
import { getCart } from '@/domain/api/cart';

/** The toasts' region's list (Radix's viewport), which says where the toasts show. */
const viewport = () => document.querySelector<HTMLElement>('[data-toast-viewport]');

describe('the back office’s frame', () => {
  it('has its own bar (the house, Back office, who is signed in, View Store, Logout) and none of the shop’s header or footer', async () => {
    // A member who must still set up a second factor: the page asks for it first, in the same frame.
    renderApp('/admin', { user: owner({ fullName: 'Hélène Marchand', twoFactorSetupRequired: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });

    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Back office')).toBeTruthy();
    expect(bar.textContent).toContain('Hélène Marchand · Owner');
    expect(within(bar).getByRole('link', { name: 'View Store' }).getAttribute('href')).toBe('/');
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Toggle theme' })).toBeTruthy();

    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shipping & Returns' })).toBeNull();
  });

  it('shows a toast away from the control just used: at the top, under the bar, after one low on the screen; else at the bottom', async () => {
    renderApp('/admin', { user: owner({ twoFactorSetupRequired: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    const control = screen.getByRole('link', { name: 'Set it up now' });

    // A save button near the foot of the screen (a form's, a sheet's) pressed: the toast comes under the bar.
    fireEvent.pointerDown(control, { clientY: window.innerHeight - 40 });
    toast({ title: 'House details saved' });
    await waitFor(() => expect(viewport()?.dataset.edge).toBe('top'));
    expect(viewport()!.dataset.placement).toBe('back-office');
    expect(viewport()!.className).toContain('top-14');

    // A control high on the screen (an order's status, a filter): the toast keeps to the bottom.
    fireEvent.pointerDown(control, { clientY: 120 });
    toast({ title: 'Order updated' });
    await waitFor(() => expect(viewport()?.dataset.edge).toBe('bottom'));
    expect(viewport()!.className).not.toContain('top-14');
  });
});

describe('the shop’s frame', () => {
  it('keeps its header, its footer and its toasts at the bottom right', async () => {
    answer(getCart, [], { fallback: true }); // the header's cart
    renderApp('/no-such-page');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('Back office')).toBeNull();
    // Wherever the shopper pressed: the shop's toasts stay at the bottom right.
    fireEvent.pointerDown(document.body, { clientY: window.innerHeight - 40 });
    toast({ title: 'Added to cart' });
    await waitFor(() => expect(viewport()?.dataset.placement).toBe('shop'));
    expect(viewport()!.dataset.edge).toBe('bottom');
  });
});
