import { describe, expect, it } from 'vitest';
import {
  appCodeDigits,
  formatRecoveryCode,
  groupSecret,
  isAppCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
} from './two-factor';

describe('second factor codes', () => {
  it('reads six digits as the app code, spaces allowed', () => {
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode(' 123 456 ')).toBe(true);
    expect(appCodeDigits('123 456')).toBe('123456');
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('1234567')).toBe(false);
    expect(isAppCode('12345a')).toBe(false);
  });

  it('reads a recovery code whatever its case, spaces and dashes', () => {
    expect(normaliseRecoveryCode('7hk2m-xq9pd')).toBe('7hk2mxq9pd');
    expect(normaliseRecoveryCode(' 7HK2M XQ9PD ')).toBe('7hk2mxq9pd');
    expect(normaliseRecoveryCode('7hk2m–xq9pd')).toBe('7hk2mxq9pd'); // an en dash, as pasted from a document
    expect(normaliseRecoveryCode('7hk2mxq9pd')).toBe('7hk2mxq9pd');
  });

  it('reads the letters people take for digits as those digits', () => {
    expect(normaliseRecoveryCode('OIL2m-xq9pd')).toBe('0112mxq9pd');
  });

  it('refuses what cannot be a recovery code', () => {
    expect(normaliseRecoveryCode('7hk2m-xq9p')).toBeUndefined();
    expect(normaliseRecoveryCode('7hk2m-xq9pdd')).toBeUndefined();
    expect(normaliseRecoveryCode('7hk2m-xq9pu')).toBeUndefined();
    expect(normaliseRecoveryCode('7hk2m!xq9pd')).toBeUndefined();
  });

  it('shows a code in two groups of five, and a secret in groups of four', () => {
    expect(formatRecoveryCode('7hk2mxq9pd')).toBe('7hk2m-xq9pd');
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('uses 32 distinct letters without i, l, o and u', () => {
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(32);
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[ilou]/);
  });
});
