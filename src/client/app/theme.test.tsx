import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '#tests/component/render';
import { ThemeSetting } from './theme-toggle';

const toggle = () => screen.getByRole('button', { name: 'Toggle theme' });
const html = document.documentElement;

describe('the theme', () => {
  it('follows the system until the shopper chooses; the choice is remembered; "Follow the system" forgets it', async () => {
    localStorage.removeItem('theme');
    const { user } = renderPage(<ThemeSetting />);
    // No choice: the system's (light here), and nothing to go back to.
    expect(await screen.findByText('Light theme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow the system' })).toBeNull();
    expect(toggle().getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle());
    expect(html.classList.contains('dark')).toBe(true);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Dark theme')).toBeTruthy();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');

    await user.click(screen.getByRole('button', { name: 'Follow the system' }));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.cookie).not.toContain('theme=');
    expect(html.classList.contains('dark')).toBe(false);
    expect(screen.getByText('Light theme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow the system' })).toBeNull();
  });

  it('a "light" an earlier visit wrote on its own is no choice: the system’s theme, and the cookie goes', async () => {
    localStorage.setItem('theme', 'light');
    document.cookie = 'theme=light; Path=/';
    renderPage(<ThemeSetting />);
    expect(await screen.findByText('Light theme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow the system' })).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.cookie).not.toContain('theme=');
  });
});
