import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups the digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});

describe('formatExpiry', () => {
  it('puts the slash in with the third digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('keeps a slash the shopper typed after the month, so Backspace can take it away again', () => {
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('12 / ')).toBe('12/');
    // Backspace over "12/" leaves "12": no slash is put back.
    expect(formatExpiry('12')).toBe('12');
  });
});

describe('formatCvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});
