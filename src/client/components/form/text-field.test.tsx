import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { descriptionOf } from '#tests/component/render';
import { TextField } from './text-field';

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
