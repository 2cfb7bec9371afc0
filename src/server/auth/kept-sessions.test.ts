import { describe, expect, it } from 'vitest';
import { KeptSessions } from './kept-sessions';
import type { SessionUserRow } from './repo';

/** A session's row as the lookup reads it: only what the keeping looks at matters here. */
const row = (id: number, expiresAt: number, fullName = `Account ${id}`) =>
  ({ id, fullName, expiresAt: new Date(expiresAt), lastSeenAt: new Date(0) }) as unknown as SessionUserRow;

/** A keeping on a clock the test moves. */
function keeping(max?: number) {
  const clock = { now: 1_000_000 };
  return { kept: new KeptSessions(() => clock.now, max), clock };
}

describe('the sessions a process keeps', () => {
  it('answers a kept session until a minute has passed, or the session has expired, whichever comes first', () => {
    const { kept, clock } = keeping();
    kept.keep('long', row(1, clock.now + 30 * 86_400_000), kept.mark());
    kept.keep('ending', row(2, clock.now + 10_000), kept.mark());
    expect(kept.get('long')?.id).toBe(1);
    expect(kept.get('ending')?.id).toBe(2);
    clock.now += 9_999;
    expect(kept.get('ending')?.id).toBe(2);
    clock.now += 1;
    expect(kept.get('ending')).toBeUndefined();
    expect(kept.get('long')?.id).toBe(1);
    clock.now += 50_000;
    expect(kept.get('long')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('forgets every session of the accounts a change names, and only theirs', () => {
    const { kept, clock } = keeping();
    const until = clock.now + 86_400_000;
    kept.keep('a1', row(1, until), kept.mark());
    kept.keep('a2', row(1, until), kept.mark());
    kept.keep('b', row(2, until), kept.mark());
    kept.keep('c', row(30, until), kept.mark());
    kept.forget('1,30');
    expect([kept.get('a1'), kept.get('a2'), kept.get('c')]).toEqual([undefined, undefined, undefined]);
    expect(kept.get('b')?.id).toBe(2);
    kept.forget('*');
    expect(kept.get('b')).toBeUndefined();
  });

  it('does not keep what a lookup read before a change was told', () => {
    const { kept, clock } = keeping();
    const mark = kept.mark();
    kept.forget('99'); // any account's change, told while the lookup ran
    kept.keep('late', row(1, clock.now + 86_400_000, 'As read before'), mark);
    expect(kept.get('late')).toBeUndefined();
    const after = kept.mark();
    kept.forgetUser(5); // this process's own request changed an account
    kept.keep('late', row(1, clock.now + 86_400_000), after);
    expect(kept.get('late')).toBeUndefined();
  });

  it('keeps at most its number of sessions, the oldest kept going first', () => {
    const { kept, clock } = keeping(2);
    const until = clock.now + 86_400_000;
    kept.keep('first', row(1, until), kept.mark());
    kept.keep('second', row(2, until), kept.mark());
    kept.keep('third', row(3, until), kept.mark());
    expect(kept.size).toBe(2);
    expect(kept.get('first')).toBeUndefined();
    expect(kept.get('second')?.id).toBe(2);
    expect(kept.get('third')?.id).toBe(3);
    // The first account's sessions are no longer indexed either: forgetting it leaves the others.
    kept.forget('1');
    expect(kept.size).toBe(2);
  });
});
