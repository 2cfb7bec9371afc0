import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath, QUIET_ZONE } from './qr-path';

/** The modules a path paints, read back from its rectangles. */
function painted(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules, inside the quiet zone', () => {
    const { d, size } = qrPath(
      [
        [true, true, false],
        [false, true, false],
        [true, false, true],
      ],
      1,
    );
    expect(size).toBe(5);
    expect(d).toBe('M1 1h2v1h-2zM2 2h1v1h-1zM1 3h1v1h-1zM3 3h1v1h-1z');
  });

  it('paints exactly the dark modules of a real code, with four light modules around them', () => {
    const qr = encode('otpauth://totp/Maison%20Lumi%C3%A8re:ada%40example.com?secret=JBSWY3DPEHPK3PXP', {
      border: 0,
    });
    const { d, size } = qrPath(qr.data);
    expect(size).toBe(qr.size + 2 * QUIET_ZONE);
    const grid = painted(d, size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const inside = x >= QUIET_ZONE && y >= QUIET_ZONE && x < QUIET_ZONE + qr.size && y < QUIET_ZONE + qr.size;
        expect(grid[y]![x]).toBe(inside ? qr.data[y - QUIET_ZONE]![x - QUIET_ZONE] : false);
      }
  });

  it('draws nothing for an empty matrix', () => {
    expect(qrPath([], 4)).toEqual({ d: '', size: 8 });
  });
});
