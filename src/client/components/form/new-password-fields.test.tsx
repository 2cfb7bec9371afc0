import { describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordFields } from './new-password-fields';

type Values = { newPassword: string; confirmPassword: string };

function Harness({ onValid, mismatch }: { onValid: (values: Values) => void; mismatch?: string }) {
  const form = useForm<Values>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit((values) => {
          if (values.newPassword.length < 6)
            form.setError('newPassword', { message: 'Too short' }, { shouldFocus: true });
          else onValid(values);
        })(e)
      }
    >
      <NewPasswordFields form={form} confirmPasswordError={mismatch} />
      <button type="submit">Save</button>
    </form>
  );
}

const newPassword = () => screen.getByLabelText('New password', { exact: true });
const confirmPassword = () => screen.getByLabelText('Confirm new password', { exact: true });

describe('the new password fields', () => {
  it('are bound to their form by name: what is typed is what the form submits', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    expect(newPassword().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 6 characters.')).toBeTruthy();
    await user.type(newPassword(), 'secret-one');
    await user.type(confirmPassword(), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ newPassword: 'secret-one', confirmPassword: 'secret-one' });
  });

  it('say the form’s error under the new password in place of its rule, and the caller’s under the confirmation', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} mismatch="Passwords do not match" />);
    expect(confirmPassword().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.type(newPassword(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(screen.queryByText('At least 6 characters.')).toBeNull();
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(newPassword());
  });
});
