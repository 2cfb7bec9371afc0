import { describe, expect, it } from 'vitest';
import { extended } from './objects';

describe('a row extended with more fields', () => {
  it('is the row itself with the fields added, a field of the same name replaced', () => {
    const row = { id: 7, name: 'Iris', cursorAt: 'old' };
    const out = extended(row, { cursorAt: '2026-12-02 04:00:00+00', perfumeName: 'Néroli' });
    expect(out).toBe(row);
    expect(out).toEqual({ id: 7, name: 'Iris', cursorAt: '2026-12-02 04:00:00+00', perfumeName: 'Néroli' });
    // As the spread it stands for would write it.
    expect(JSON.stringify(out)).toBe(
      JSON.stringify({
        ...{ id: 7, name: 'Iris', cursorAt: 'old' },
        cursorAt: '2026-12-02 04:00:00+00',
        perfumeName: 'Néroli',
      }),
    );
  });
});
