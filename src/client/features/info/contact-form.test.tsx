import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sendContactMessage } from '@/domain/api/house';
import { answer, hold } from '#tests/component/api';
import { descriptionOf, fill, renderPage } from '#tests/component/render';
import { ContactForm } from './contact-form';

const form = () => screen.getByRole('form', { name: 'Write to us' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

describe('the contact form', () => {
  it('sends nothing without its required fields: each says what it needs, the first focused', async () => {
    const sent = answer(sendContactMessage, { message: 'ok' });
    const { user } = renderPage(<ContactForm houseEmail="care@maison-lumiere.shop" />, { url: '/contact' });
    await user.click(within(form()).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Your name')));
    expect(descriptionOf(field('Your name'))).toBe('Please enter your name.');
    expect(descriptionOf(field('Your e-mail'))).toMatch(/Please enter your e-mail address/);
    expect(descriptionOf(field('Your message'))).toMatch(/Please write your message/);
    expect(sent.calls).toHaveLength(0);
  });

  it('an order number that is not one is refused at its field; once sent, a focused thank-you takes the form’s place', async () => {
    const gate = hold();
    const sent = answer(sendContactMessage, async () => {
      await gate.opened;
      return { message: 'ok' };
    });
    const { user } = renderPage(<ContactForm houseEmail="care@maison-lumiere.shop" />, { url: '/contact' });
    await fill(user, field('Your name'), 'Ines');
    await fill(user, field('Your e-mail'), 'ines@example.com');
    await fill(user, field('Order number (optional)'), '#12AB');
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Subject (optional)' }),
      'Visiting the atelier',
    );
    await fill(user, field('Your message'), 'Could I visit on Saturday to smell the woody perfumes?');
    await user.click(within(form()).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Order number (optional)')));
    expect(descriptionOf(field('Order number (optional)'))).toMatch(/digits only/);
    expect(sent.calls).toHaveLength(0);

    await fill(user, field('Order number (optional)'), '');
    await user.click(within(form()).getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByRole('button', { name: 'Sending…' })).toBeTruthy();
    gate.open();
    const thanks = await screen.findByRole('heading', { level: 3, name: 'Thank you, Ines.' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(document.body.textContent).toContain('We answer within one working day, by e-mail to ines@example.com');
    expect(screen.queryByRole('form', { name: 'Write to us' })).toBeNull();
    expect(sent.lastBody()).toMatchObject({
      name: 'Ines',
      email: 'ines@example.com',
      orderNumber: '',
      subject: 'visit',
      message: 'Could I visit on Saturday to smell the woody perfumes?',
    });
  });

  it('a link may choose the subject (?subject=refill)', () => {
    renderPage(<ContactForm houseEmail="care@maison-lumiere.shop" />, { url: '/contact?subject=refill' });
    const subject = within(form()).getByRole('combobox', { name: 'Subject (optional)' }) as HTMLSelectElement;
    expect(subject.selectedOptions[0]?.textContent).toMatch(/Refill/);
  });
});
