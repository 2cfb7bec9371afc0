import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getAdminHousePages, updateAdminHousePage } from '@/domain/api/pages';
import type { AdminHousePages } from '@/domain/pages/schemas';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { HousePagesSection } from './house-pages';

const pages: AdminHousePages = {
  pages: [
    {
      slug: 'shipping-returns',
      title: 'Shipping & Returns',
      intro: 'Delivery by destination.',
      body: '## Shipping {#shipping}\n\nCustom perfumes leave in about {madeToOrderDays} days.',
      updatedAt: null,
    },
    { slug: 'faq', title: 'Frequently Asked Questions', intro: 'Short answers.', body: '## Delivery', updatedAt: null },
    { slug: 'terms', title: 'Terms & Conditions', intro: 'The terms.', body: '## 1. The seller', updatedAt: null },
  ],
  facts: [
    { name: 'madeToOrderDays', description: 'Days a custom perfume takes', value: '21' },
    { name: 'returnWindowDays', description: 'Days to send a bottle back', value: '14' },
  ],
};

function renderPages() {
  answer(getAdminHousePages, pages);
  return renderPage(<HousePagesSection />, { url: '/admin?tab=settings', user: owner() });
}

describe('the back office’s Pages', () => {
  it('shows a page’s words as written and every fact with what it reads now', async () => {
    renderPages();
    const form = await screen.findByRole('form', { name: 'The words of Shipping & Returns' });
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveProperty(
      'value',
      '## Shipping {#shipping}\n\nCustom perfumes leave in about {madeToOrderDays} days.',
    );
    const facts = screen.getByRole('complementary', { name: 'Facts from the settings' });
    expect(facts.textContent).toContain('{madeToOrderDays}');
    expect(facts.textContent).toContain('Now: 21');
    expect(screen.getByRole('link', { name: /View the page/ }).getAttribute('href')).toBe('/shipping-returns');
  });

  it('refuses a placeholder that is no fact under the text, and sends nothing', async () => {
    const sent = answer(updateAdminHousePage, pages.pages[0]!);
    const { user } = renderPages();
    const form = await screen.findByRole('form', { name: 'The words of Shipping & Returns' });
    const text = within(form).getByRole('textbox', { name: 'Text' });
    await fill(user, text, 'Ships in {madeToOrderDay} days.');
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(text)).toContain('{madeToOrderDay} is not a fact this page can read');
    expect(sent.calls).toHaveLength(0);
  });

  it('saves the words of the page chosen, and says shoppers read them now', async () => {
    const sent = answer(updateAdminHousePage, ({ params, body }) => ({
      ...pages.pages.find((p) => p.slug === params.slug)!,
      ...body,
      updatedAt: '2026-11-29T02:00:00.000Z',
    }));
    const { user } = renderPages();
    await screen.findByRole('form', { name: 'The words of Shipping & Returns' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'faq');
    const form = await screen.findByRole('form', { name: 'The words of Frequently Asked Questions' });
    await fill(
      user,
      within(form).getByRole('textbox', { name: 'Text' }),
      '## Delivery\n\n### How long?\n\n{madeToOrderDays} days.',
    );
    // While the words are changed, the page cannot be switched away from them.
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveProperty('disabled', true);
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await findToast('Frequently Asked Questions saved', 'Shoppers read the new words now.');
    expect(sent.calls.at(-1)!.params).toEqual({ slug: 'faq' });
    expect(sent.lastBody()).toEqual({
      intro: 'Short answers.',
      body: '## Delivery\n\n### How long?\n\n{madeToOrderDays} days.',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Page' })).toHaveProperty('disabled', false));
  });

  it('puts the server’s refusal under its field', async () => {
    answer(updateAdminHousePage, 400, {
      code: 'VALIDATION',
      message: 'Invalid request',
      errors: [{ path: 'intro', message: 'The introduction is one paragraph, on one line' }],
    });
    const { user } = renderPages();
    const form = await screen.findByRole('form', { name: 'The words of Shipping & Returns' });
    await fill(user, within(form).getByRole('textbox', { name: 'Introduction' }), 'New words.');
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByRole('textbox', { name: 'Introduction' }))).toContain(
        'The introduction is one paragraph, on one line',
      ),
    );
    expect(within(form).getByText('Please correct the marked field.')).toBeTruthy();
  });

  it('edits the French beside the English and saves them together; an empty French field shows the English', async () => {
    const sent = answer(updateAdminHousePage, ({ params, body }) => ({
      ...pages.pages.find((p) => p.slug === params.slug)!,
      ...body,
      updatedAt: '2026-11-29T02:00:00.000Z',
    }));
    answer(getAdminHousePages, {
      ...pages,
      pages: pages.pages.map((p) =>
        p.slug === 'shipping-returns'
          ? { ...p, translations: { fr: { intro: 'Livraison selon la destination.' } } }
          : p,
      ),
    });
    const { user } = renderPage(<HousePagesSection />, { url: '/admin?tab=settings', user: owner() });
    const form = await screen.findByRole('form', { name: 'The words of Shipping & Returns' });
    expect(within(form).getByRole('group', { name: 'English' })).toBeTruthy();
    const frenchGroup = within(form).getByRole('group', { name: 'French' });
    expect(frenchGroup.getAttribute('lang')).toBe('fr-FR');
    expect(within(form).getByRole('textbox', { name: 'Introduction in French' })).toHaveProperty(
      'value',
      'Livraison selon la destination.',
    );
    const frenchText = within(form).getByRole('textbox', { name: 'Text in French' });
    expect(frenchText).toHaveProperty('value', '');
    expect(descriptionOf(frenchText)).toContain('see the English text');
    await fill(user, frenchText, '## Livraison {#shipping}\n\nEn {madeToOrderDays} jours.');
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await findToast('Shipping & Returns saved', 'Shoppers read the new words now.');
    expect(sent.lastBody()).toEqual({
      intro: 'Delivery by destination.',
      body: '## Shipping {#shipping}\n\nCustom perfumes leave in about {madeToOrderDays} days.',
      translations: {
        fr: {
          intro: 'Livraison selon la destination.',
          body: '## Livraison {#shipping}\n\nEn {madeToOrderDays} jours.',
        },
      },
    });
  });
});
