import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Answer } from '@/domain/api/endpoint';
import { updateCreation } from '@/domain/api/creations';
import { answer, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { RenameCreation } from './rename-creation';

const creation: Answer<typeof updateCreation> = {
  id: 4,
  kind: 'bespoke',
  name: 'Midnight Garden',
  details: {},
  price: 195,
  problem: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};
const field = () => screen.getByRole('textbox', { name: 'Creation name' });

describe('renaming a creation in My creations', () => {
  it('opens with the name selected; the same name closes it without asking the server', async () => {
    const sent = answer(updateCreation, creation);
    const onDone = vi.fn();
    const { user } = renderPage(<RenameCreation creation={creation} onDone={onDone} />, {
      url: '/dashboard?tab=creations',
      user: customer(),
    });
    const input = field() as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Midnight Garden'.length]);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sent.calls).toHaveLength(0);
  });

  it('"Saving…" while the server answers, then says the new name', async () => {
    const gate = hold();
    const sent = answer(updateCreation, async ({ body }) => {
      await gate.opened;
      return { ...creation, name: body.name ?? creation.name };
    });
    const onDone = vi.fn();
    const { user } = renderPage(<RenameCreation creation={creation} onDone={onDone} />, {
      url: '/dashboard?tab=creations',
      user: customer(),
    });
    await fill(user, field(), 'Jardin de Nuit');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Creation renamed', 'It is now called “Jardin de Nuit”.');
    expect(onDone).toHaveBeenCalled();
    expect(sent.lastBody()).toEqual({ name: 'Jardin de Nuit' });
  });

  it('a name the server refuses is said under the field, which keeps the focus; Escape closes it', async () => {
    answer(updateCreation, 400, {
      code: 'VALIDATION',
      message: 'The name must be on one line',
      errors: [{ path: 'name', message: 'The name must be on one line' }],
    });
    const onDone = vi.fn();
    const { user } = renderPage(<RenameCreation creation={creation} onDone={onDone} />, {
      url: '/dashboard?tab=creations',
      user: customer(),
    });
    await fill(user, field(), 'Jardin');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(descriptionOf(field())).toContain('The name must be on one line'));
    expect(document.activeElement).toBe(field());
    expect(onDone).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
