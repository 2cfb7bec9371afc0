import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/client/lib/api';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete it?"
      description="It cannot be undone."
      cancelLabel="Keep it"
      confirmLabel="Delete it"
      pendingLabel="Deleting…"
      danger
      pending={pending}
      onConfirm={async () => {
        setPending(true);
        try {
          await onConfirm();
        } finally {
          setPending(false);
        }
      }}
      failure="It could not be deleted."
    />
  );
}

describe('the confirmation dialog', () => {
  it('asks, says it is under way, and closes once done', async () => {
    const user = userEvent.setup();
    let done!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete it?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    const busy = await screen.findByRole('button', { name: 'Deleting…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', true);
    done();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal in the server’s words, else its own, and stays open until answered again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, '409: taken', { serverMessage: 'It is in use.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('It is in use.');
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('It could not be deleted.'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
