import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endOtherSessions, endSession, listSessions } from '@/domain/api/auth';
import type { Answer } from '@/domain/api/endpoint';
import { answer, fail, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { DevicesList } from './devices-list';

type Device = Answer<typeof listSessions>[number];

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DAY = 86_400_000;
const device = (id: number, name: string, lastSeen: number, current = false): Device => ({
  id,
  createdAt: ago(30 * DAY),
  lastSeenAt: ago(lastSeen),
  userAgent: null,
  device: name,
  current,
});
const DEVICES = [
  device(1, 'Firefox on macOS', 0, true),
  device(2, 'Safari on iPhone', 2 * 3_600_000),
  device(3, 'Chrome on Windows', 3 * DAY),
];

/** The server's list, as it stands after each sign-out. */
function answerDevices(initial: Device[] = DEVICES) {
  const state = { devices: structuredClone(initial) };
  const list = answer(listSessions, () => structuredClone(state.devices));
  return { state, list };
}

const list = () => screen.getByRole('list', { name: 'Signed-in devices' });
const rows = () => within(list()).getAllByRole('listitem');
const renderDevices = () => renderPage(<DevicesList />, { url: '/account?tab=security', user: customer() });

describe('the account’s signed-in devices', () => {
  it('says it is loading, then lists each device: this one marked, the others each with its Sign out', async () => {
    const gate = hold();
    answer(listSessions, async () => {
      await gate.opened;
      return DEVICES;
    });
    renderDevices();
    expect(screen.getByRole('status').textContent).toBe('Loading your devices');
    gate.open();
    await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(rows().map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Firefox on macOSThis device', // and its badge
      'Safari on iPhone',
      'Chrome on Windows',
    ]);
    expect(rows()[0]!.textContent).toContain('Active now');
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    expect(
      within(rows()[1]!).getByRole('button', { name: 'Sign out Safari on iPhone, active 2 hours ago' }),
    ).toBeTruthy();
    expect(
      within(rows()[2]!).getByRole('button', { name: 'Sign out Chrome on Windows, active 3 days ago' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeTruthy();
  });

  it('signs one device out: its button waits, a toast names it, and the list is read again', async () => {
    const { state, list: read } = answerDevices();
    const gate = hold();
    const end = answer(endSession, async ({ params }) => {
      await gate.opened;
      state.devices = state.devices.filter((d) => d.id !== Number(params.id));
      return null;
    });
    const { user } = renderDevices();
    const button = await screen.findByRole('button', { name: /^Sign out Chrome on Windows/ });
    await user.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: /^Sign out Safari on iPhone/ })).toHaveProperty('disabled', false);
    gate.open();
    await findToast('Signed out', 'Chrome on Windows is signed out.');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(list().textContent).not.toContain('Chrome on Windows');
    expect(end.calls[0]?.params).toEqual({ id: '3' });
    expect(read.calls).toHaveLength(2);
  });

  it('a device signed out elsewhere meanwhile: the server’s words in a toast, and the list as it is now', async () => {
    const { state } = answerDevices();
    answer(endSession, () => {
      state.devices = state.devices.filter((d) => d.id !== 2);
      return fail(endSession, 404, { code: 'SESSION_NOT_FOUND', message: 'That device is no longer signed in.' });
    });
    const { user } = renderDevices();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await findToast('Could not sign out', 'That device is no longer signed in.');
    await waitFor(() => expect(list().textContent).not.toContain('Safari on iPhone'));
  });

  it('signs every other device out at once, then says no other is signed in', async () => {
    const { state } = answerDevices();
    const gate = hold();
    const endAll = answer(endOtherSessions, async () => {
      await gate.opened;
      state.devices = state.devices.filter((d) => d.current);
      return null;
    });
    const { user } = renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const busy = await screen.findByRole('button', { name: 'Signing out...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('Signed out of all other devices');
    expect(await screen.findByText('No other device is signed in to your account.')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(endAll.calls).toHaveLength(1);
  });

  it('a list that cannot be read says so', async () => {
    answer(listSessions, 401, { code: 'UNAUTHORIZED', message: 'Not authenticated' });
    renderDevices();
    expect((await screen.findByRole('alert')).textContent).toBe('Not authenticated');
    expect(screen.queryByRole('list', { name: 'Signed-in devices' })).toBeNull();
  });
});
