import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Answers written as JSON text by the database (docs/decisions/058-the-back-office-at-scale.md): a
 * list of fifty orders built by PostgreSQL costs the process a copy of the text, where rows mapped
 * to objects, presented and serialized cost it most of an answer's time.
 */

/** The object `objectText` (`{…}`, as the database wrote it) with `fields` added in front, in the order given. */
export function spliceJson(objectText: string, fields: Record<string, unknown>): string {
  let head = '';
  for (const [key, value] of Object.entries(fields)) head += `${JSON.stringify(key)}:${JSON.stringify(value)},`;
  if (head === '') return objectText;
  return objectText === '{}' ? `{${head.slice(0, -1)}}` : `{${head}${objectText.slice(1)}`;
}

/** Sends the items as one JSON array, as they are: the route's serializer does not run on text. */
export function sendJsonArray(reply: FastifyReply, items: readonly string[]): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`[${items.join(',')}]`);
}

/**
 * How the written items differ from what the schema writes of the reference (the objects the process
 * would have presented), field for field, whatever the fields' order; undefined when they say the
 * same. The tests run every such answer through this (OrderReading's `check`).
 */
export function differenceFrom(schema: z.ZodType, items: readonly string[], reference: unknown): string | undefined {
  const written: unknown = JSON.parse(`[${items.join(',')}]`);
  const expected: unknown = JSON.parse(JSON.stringify(z.encode(schema, reference)));
  if (isDeepStrictEqual(written, expected)) return undefined;
  const a = written as unknown[];
  const b = expected as unknown[];
  const at = a.findIndex((item, i) => !isDeepStrictEqual(item, b[i]));
  return `item ${at} was written ${JSON.stringify(a[at]).slice(0, 600)} where the reference is ${JSON.stringify(b[at]).slice(0, 600)}`;
}
