import { describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OneTimeCodeField, useCodeKind } from './one-time-code-field';

const HINT = { app: 'The code your app shows.', recovery: 'One of your recovery codes.' };

function Harness({ onValid, switchable = true }: { onValid: (code: string) => void; switchable?: boolean }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { recovery, switchKind } = useCodeKind(form);
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(({ code }) => onValid(code))(e)}>
      <OneTimeCodeField form={form} recovery={recovery} hint={HINT} onSwitch={switchable ? switchKind : undefined} />
      <button type="submit">Verify</button>
    </form>
  );
}

describe('the one-time code field', () => {
  it('asks for the app’s six digits, checks them as typed, and sends them', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText(HINT.app)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the code from your app')).toBeTruthy();
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code from your app has six digits')).toBeTruthy();
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onValid).toHaveBeenCalledWith('123456');
  });

  it('switches to a recovery code and back, emptied and without its error each time', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code from your app has six digits')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code') as HTMLInputElement;
    expect(recovery.value).toBe('');
    expect(screen.queryByText('The code from your app has six digits')).toBeNull();
    expect(screen.getByText(HINT.recovery)).toBeTruthy();
    await user.type(recovery, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('A recovery code has ten letters and digits, like 7hk2m-xq9pd')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use the code from your app' }));
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');
  });

  it('offers no switch when the form asks for the app’s code only', () => {
    render(<Harness onValid={vi.fn()} switchable={false} />);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });
});
