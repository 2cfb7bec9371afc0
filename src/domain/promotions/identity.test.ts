import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerKeys, emailIdentity, joinCustomerKeys, splitCustomerKeys } from './identity';

describe('emailIdentity', () => {
  it('trims, lower-cases and drops a +tag from the local part', () => {
    expect(emailIdentity(' Ada@Example.com ')).toBe('ada@example.com');
    expect(emailIdentity('Name+x@Example.com')).toBe('name@example.com');
    expect(emailIdentity('ada+shop+more@example.com')).toBe('ada@example.com');
    expect(emailIdentity('ADA+@EXAMPLE.COM')).toBe('ada@example.com');
  });

  it('keeps dots, a + in the domain, and an address that is all tag', () => {
    expect(emailIdentity('a.da@example.com')).toBe('a.da@example.com');
    expect(emailIdentity('ada@ex+ample.com')).toBe('ada@ex+ample.com');
    expect(emailIdentity('+ada@example.com')).toBe('+ada@example.com');
  });

  it('reads text without an @ as itself, lower-cased', () => {
    expect(emailIdentity(' Nobody ')).toBe('nobody');
  });

  it('is idempotent and never holds whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = emailIdentity(s);
        expect(emailIdentity(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
      }),
    );
  });

  it('gives every spelling of one address the same identity', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.stringMatching(/^[a-z0-9]{0,8}$/), fc.boolean(), (email, tag, upper) => {
        fc.pre(!email.startsWith('+'));
        const at = email.lastIndexOf('@');
        const base = emailIdentity(email);
        const local = email.slice(0, at).split('+')[0]!;
        const tagged = `  ${local}+${tag}${email.slice(at)} `;
        expect(emailIdentity(upper ? tagged.toUpperCase() : tagged)).toBe(base);
      }),
    );
  });
});

describe('customerKeys', () => {
  it('names the account and each normalised e-mail once', () => {
    expect(
      customerKeys({
        userId: 7,
        emails: ['Ada@Example.com', 'ada+gift@example.com', undefined, ' ', 'bob@example.com'],
      }),
    ).toEqual(['user:7', 'email:ada@example.com', 'email:bob@example.com']);
    expect(customerKeys({ emails: ['Name+x@Example.com'] })).toEqual(['email:name@example.com']);
    expect(customerKeys({ userId: null })).toEqual([]);
  });

  it('are stored and read back as they were', () => {
    const keys = customerKeys({ userId: 3, emails: ['a b@example.com', 'c@example.com'] });
    expect(splitCustomerKeys(joinCustomerKeys(keys))).toEqual(keys);
    expect(splitCustomerKeys('user:5')).toEqual(['user:5']);
  });
});
