import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from './answer-serializer';

const row = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  total: z.number(),
  kind: z.enum(['customer', 'guest']),
  refundable: z.number().optional(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number() })),
});
const route = (schema: z.ZodType, httpStatus = '200') =>
  ({ schema, method: 'GET', url: '/api/things', httpStatus }) as Parameters<ReturnType<typeof answerSerializer>>[0];
const rows = [
  { id: 1, name: 'Néroli "Soleil" \u2028 é', note: null, total: 12.5, kind: 'guest', lines: [], secret: 'x' },
  { id: 2, name: '', note: 'a\nb', total: 0, kind: 'customer', refundable: 3, lines: [{ name: 'l', quantity: 2 }] },
];

describe('answerSerializer', () => {
  it("writes a list exactly as zod does, undeclared fields left out, with or without the tests' check", () => {
    const expected = zodSerializer(route(z.array(row)) as never)(rows);
    expect(expected).not.toContain('secret');
    for (const check of [false, true]) expect(answerSerializer({ check })(route(z.array(row)))(rows)).toBe(expected);
  });

  it('refuses, in the check, a list its schema refuses', () => {
    const serialize = answerSerializer({ check: true })(route(z.array(row)));
    expect(() => serialize([{ ...rows[0], total: 'twelve' }])).toThrow();
  });

  it('leaves a single object, an error answer and a list JSON Schema cannot express to zod', () => {
    const one = answerSerializer({ check: false })(route(row));
    expect(() => one({ ...rows[0], total: 'twelve' })).toThrow();
    const error = answerSerializer({ check: false })(route(z.array(row), '404'));
    expect(() => error([{ ...rows[0], total: 'twelve' }])).toThrow();
    const dates = z.array(z.date());
    const at = new Date('2026-01-01T00:00:00Z');
    expect(answerSerializer({ check: false })(route(dates))([at])).toBe('["2026-01-01T00:00:00.000Z"]');
  });
});
