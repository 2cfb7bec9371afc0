import { describe, expect, it } from 'vitest';
import { perfumeIdParam } from './ids';

describe('path ids', () => {
  it('accepts only plain positive whole-number ids', () => {
    expect(perfumeIdParam.safeParse({ id: '12' }).data).toEqual({ id: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '012', '1e3', ' 1', '99999999999']) {
      expect(perfumeIdParam.safeParse({ id: bad }).success).toBe(false);
    }
  });
});
