import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { descriptionOf } from '#tests/component/render';
import { NumberField, TextField } from './text-field';

function NameForm() {
  const form = useForm<{ name: string; city: string }>({ defaultValues: { name: '', city: '' } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => {})(e)}>
      <TextField
        form={form}
        name="name"
        label="Name"
        hint="As on the door."
        options={{ required: 'Name is required' }}
      />
      <TextField form={form} name="city" label="City" autoComplete="address-level2" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the bound text field', () => {
  it('is labelled, registered by name, and shows its error tied to the input', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('name')).toBe('name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(name)).toBe('As on the door.');
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('autocomplete')).toBe('address-level2');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(name)).toBe('As on the door. Name is required');
    expect(document.activeElement).toBe(name);

    await user.type(name, 'Maison Lumière');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
  });
});

type Amounts = { price: number | undefined; limit: number | null; days: number };

function AmountsForm({ onSave }: { onSave: (values: Amounts) => void }) {
  const form = useForm<Amounts>({ defaultValues: { price: undefined, limit: null, days: 14 } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <NumberField form={form} name="price" label="Price" step="0.01" />
      <NumberField form={form} name="limit" label="Limit" empty={null} step="0.001" />
      <NumberField form={form} name="days" label="Days" step={1} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the bound number field', () => {
  it('asks the keypad its step needs, reads its text as a number, and empty as undefined or null', async () => {
    const user = userEvent.setup();
    const saved: Amounts[] = [];
    render(<AmountsForm onSave={(values) => saved.push(values)} />);
    const [price, limit, days] = ['Price', 'Limit', 'Days'].map((name) => screen.getByRole('spinbutton', { name }));
    expect(price!.getAttribute('inputmode')).toBe('decimal');
    expect(days!.getAttribute('inputmode')).toBe('numeric');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ price: undefined, limit: null, days: 14 });

    await user.type(price!, '145.5');
    await user.type(limit!, '0.8');
    await user.clear(days!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ price: 145.5, limit: 0.8, days: undefined });
  });
});
