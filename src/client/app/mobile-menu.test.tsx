import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { logout } from '@/domain/api/auth';
import { getWishlist } from '@/domain/api/wishlist';
import { answer, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { MobileMenu } from './mobile-menu';

const trigger = () => screen.getByRole('button', { name: 'Open menu' });
const menu = () => screen.findByRole('dialog', { name: 'Menu' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the header’s mobile menu', () => {
  it('opens from its button, lists the shop’s pages and the guest’s way in; Escape closes it and gives the focus back', async () => {
    const { user } = renderPage(<MobileMenu />, { url: '/' });
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger());
    const sheet = await menu();
    // The page behind the open menu is hidden from assistive technology, its button too.
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true }).getAttribute('aria-expanded')).toBe('true');
    const nav = within(sheet).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['COLLECTIONS', '/collections'],
      ['CUSTOM PERFUME', '/custom-perfume'],
      ['BESPOKE PERFUME', '/recipe-builder'],
      ['ABOUT US', '/about'],
      ['WISHLIST', '/wishlist'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Wishlist' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(sheet).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/login?tab=register');
    expect(sheet.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await closed();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger());
    await user.click(within(await menu()).getByRole('button', { name: 'Close menu' }));
    await closed();
  });

  it('a link closes the menu as it leads to its page, and marks the page it is on', async () => {
    const { user, location } = renderPage(<MobileMenu />, { url: '/about', path: '/:page?' });
    await user.click(trigger());
    const sheet = await menu();
    expect(within(sheet).getByRole('link', { name: 'ABOUT US' }).getAttribute('aria-current')).toBe('page');
    expect(within(sheet).getByRole('link', { name: 'COLLECTIONS' }).getAttribute('aria-current')).toBeNull();
    await user.click(within(sheet).getByRole('link', { name: 'COLLECTIONS' }));
    expect(location()).toBe('/collections');
    await closed();
  });

  it('signed in, it names the shopper, counts the wishlist, and logs out: a toast, home, and the menu closed', async () => {
    answer(getWishlist, { perfumeIds: [3, 5] });
    const gate = hold();
    const sent = answer(logout, async () => {
      await gate.opened;
      return null;
    });
    const { user, location, userKnown } = renderPage(<MobileMenu />, {
      url: '/about',
      path: '/:page?', // the header stays on every page: home too
      user: customer(),
    });
    await userKnown();
    await user.click(trigger());
    const sheet = await menu();
    expect(within(sheet).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(sheet).getByText('ada@example.com')).toBeTruthy();
    expect(within(sheet).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(sheet).getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(await within(sheet).findByRole('link', { name: 'Wishlist, 2 perfumes' })).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: 'Logout' }));
    const busy = await within(sheet).findByRole('button', { name: 'Logging out...' });
    expect(busy).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Logged out successfully');
    await closed();
    expect(location()).toBe('/');
    expect(sent.calls).toHaveLength(1);

    await user.click(trigger());
    expect(within(await menu()).getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
