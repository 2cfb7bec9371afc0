import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fill, findToast, renderPage, toasts } from '#tests/component/render';
import { Newsletter } from './newsletter';

describe('the home page’s newsletter', () => {
  it('asks for an address, then a valid one, one toast at a time', async () => {
    const { user } = renderPage(<Newsletter />);
    const subscribe = screen.getByRole('button', { name: 'SUBSCRIBE' });
    await user.click(subscribe);
    await findToast('Email Required', 'Please enter your email address to subscribe.');
    expect(toasts()).toHaveLength(1);

    await fill(user, screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(subscribe);
    await findToast('Invalid Email', 'Please enter a valid email address.');
    await waitFor(() => expect(toasts().filter((t) => t.dataset.state === 'open')).toHaveLength(1));
  });

  it('subscribes after a pause: the button and the field wait, then the field is emptied', async () => {
    const { user } = renderPage(<Newsletter />);
    const email = screen.getByLabelText('Email address');
    await fill(user, email, 'claire@example.com');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByRole('button', { name: 'SUBSCRIBING...' })).toHaveProperty('disabled', true);
    expect(email).toHaveProperty('disabled', true);
    await findToast('Subscribed', 'Thank you for subscribing to our newsletter.');
    expect(email).toHaveProperty('value', '');
    expect(email).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveProperty('disabled', false);
  });
});
