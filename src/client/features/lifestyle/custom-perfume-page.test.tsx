import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addCartLine } from '@/domain/api/cart';
import { answer, fail, hold } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import CustomPerfumePage from './custom-perfume-page';

const radio = (name: string) => screen.getByRole('radio', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Questionnaire progress' })).getByText(
    (_, el) => el?.getAttribute('aria-current') === 'step',
  );

async function answerLifestyle(user: UserEvent) {
  await user.click(radio('Coastal'));
  await user.click(checkbox('Daytime'));
  await user.click(checkbox('Special Occasions'));
  await user.click(radio('Outdoor'));
  await user.click(radio('Summer'));
}

async function answerPreferences(user: UserEvent) {
  await user.click(radio('Fresh'));
  await user.click(radio('Strong'));
  await user.click(radio('Half-day'));
  await user.click(checkbox('Energetic'));
}

async function answerPersonality(user: UserEvent) {
  await user.click(radio('25-34'));
  await user.click(radio('Unisex'));
  await user.click(checkbox('Adventurous'));
  await user.click(radio('Modern'));
}

function renderWizard() {
  answerCatalogue();
  const cart = answerCart();
  return { cart, ...renderPage(<CustomPerfumePage />, { url: '/custom-perfume' }) };
}

describe('the lifestyle questionnaire', () => {
  it('each step shows its messages when continuing with nothing chosen, and focuses the first unanswered', async () => {
    const { user, location } = renderWizard();
    await stepHeading('Lifestyle');
    expect(document.title).toBe('Custom Perfume · Maison Lumière');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('Tell us about your daily environment')).toBeTruthy();
    expect(currentStep().textContent).toContain('Lifestyle');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Please select your environment',
      'Please select at least one wear time',
      'Please select an option',
      'Please select your favorite season',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    // The first unanswered question takes the focus; its error describes the group.
    expect(document.activeElement).toBe(radio('Urban'));
    expect(descriptionOf(screen.getByRole('group', { name: 'Where do you spend most of your days?' }))).toBe(
      'Please select your environment',
    );
    expect(radio('Urban').getAttribute('aria-invalid')).toBe('true');

    // Answering a question clears its message; the others stay until answered.
    await user.click(radio('Coastal'));
    await waitFor(() => expect(screen.queryByText('Please select your environment')).toBeNull());
    expect(screen.getByText('Please select at least one wear time')).toBeTruthy();

    await answerLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Preferences');
    expect(screen.getByText('Share your scent preferences')).toBeTruthy();
    expect(currentStep().textContent).toContain('Preferences');
    expect(location()).toBe('/custom-perfume?step=preferences');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Please select a scent preference',
      'Please select an intensity',
      'Please select a lasting power',
      'Please select at least one mood',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(radio('Floral'));

    await answerPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Personality');
    expect(screen.getByText('Let us get to know you better')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    // Only later questions missing: the focus goes to the first of them, not to the first question.
    await user.click(radio('25-34'));
    await user.click(screen.getByRole('button', { name: 'View Result' }));
    for (const message of [
      'Please select a gender',
      'Please select at least one personality trait',
      'Please select a style',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Please select an age range')).toBeNull();
    expect(document.activeElement).toBe(radio('Female'));
    expect(screen.getByRole('heading', { level: 2, name: 'Personality' })).toBeTruthy();
  });

  it('Back keeps the answers of every step and focuses the step’s heading', async () => {
    const { user } = renderWizard();
    await stepHeading('Lifestyle');
    await answerLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Preferences');
    await user.click(radio('Woody'));
    await user.click(checkbox('Relaxed'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await stepHeading('Lifestyle');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    for (const name of ['Coastal', 'Outdoor', 'Summer']) expect(radio(name)).toHaveProperty('checked', true);
    expect(checkbox('Daytime')).toHaveProperty('checked', true);
    expect(checkbox('Special Occasions')).toHaveProperty('checked', true);
    expect(checkbox('Evening')).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Preferences');
    expect(radio('Woody')).toHaveProperty('checked', true);
    expect(checkbox('Relaxed')).toHaveProperty('checked', true);
    expect(screen.queryByText('Please select a scent preference')).toBeNull();
  });

  it('a step whose earlier answers are missing is not shown: the address leads back to the first', async () => {
    answerCatalogue();
    answerCart();
    const { location } = renderPage(<CustomPerfumePage />, { url: '/custom-perfume?step=personality' });
    await stepHeading('Lifestyle');
    await waitFor(() => expect(location()).toBe('/custom-perfume?step=lifestyle'));
  });

  it('a failed add says so, stays on the result, and the name given survives Back and View Result', async () => {
    const { user, location } = renderWizard();
    const gate = hold();
    const add = answer(addCartLine, async () => {
      await gate.opened;
      return fail(addCartLine, 500, { code: 'INTERNAL', message: 'boom' });
    });
    await stepHeading('Lifestyle');
    await answerLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Preferences');
    await answerPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Personality');
    await answerPersonality(user);
    await user.click(screen.getByRole('button', { name: 'View Result' }));

    const name = await screen.findByLabelText('Perfume name');
    expect(name).toHaveProperty('value', "L'Eau Bleu");
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Adding to Cart...' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Error creating perfume', 'There was an issue creating your custom perfume. Please try again.');
    expect(location()).toBe('/custom-perfume?step=result');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    expect(add.calls).toHaveLength(1);

    await fill(user, name, 'Brume');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personality');
    expect(radio('Unisex')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'View Result' }));
    expect(await screen.findByLabelText('Perfume name')).toHaveProperty('value', 'Brume');
  });

  it('the result adds the named perfume to the cart and opens it', async () => {
    const { user, location, cart } = renderWizard();
    await stepHeading('Lifestyle');
    await answerLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Preferences');
    await answerPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Personality');
    await answerPersonality(user);
    await user.click(screen.getByRole('button', { name: 'View Result' }));
    await fill(user, await screen.findByLabelText('Perfume name'), 'Sea Glass No. 7');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await findToast('Custom perfume created!', 'Your personalized fragrance has been added to your cart.');
    expect(location()).toBe('/cart');
    expect(cart.stubs.add.lastBody()).toMatchObject({
      perfumeId: null,
      quantity: 1,
      isCustom: true,
      customName: 'Sea Glass No. 7',
      customDetails: { type: 'lifestyle', name: 'Sea Glass No. 7' },
    });
  });
});
