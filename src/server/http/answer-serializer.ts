import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteAnswer = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * The answers' serializer: every answer is its declared schema's output (docs/architecture.md), made
 * by zod, except a list's (a success whose schema is an array): a list of fifty orders would have zod
 * check and copy every field of every row, the back office's largest cost at scale. A list is written
 * instead by a serializer compiled once from its schema's JSON Schema (fast-json-stringify, Fastify's
 * own), which writes the declared fields alone, in the declared order, as zod would.
 *
 * With `check` (the tests), a list is also made by zod, and the two must be the same text: an answer
 * the schema refuses, or one the compiled serializer would write differently, fails as it would
 * without this. A schema JSON Schema cannot express (a transform) stays with zod.
 * docs/decisions/058-the-back-office-at-scale.md.
 */
export function answerSerializer({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const byZod = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    const compiled = compileList(route);
    if (!compiled) return byZod;
    if (!check) return compiled;
    return (data) => {
      const expected = byZod(data);
      const written = compiled(data);
      if (written !== expected)
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} wrote ${written.slice(0, 200)} where zod wrote ${expected.slice(0, 200)}`,
        );
      return written;
    };
  };
}

/** The compiled serializer of a list's success answer, or nothing for any other answer. */
function compileList({ schema, httpStatus }: RouteAnswer): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodArray) || !/^2/.test(String(httpStatus))) return undefined;
  let json: object;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return undefined;
  }
  return fastJson(allOptional(json)) as (data: unknown) => string;
}

/**
 * The schema with no `required` lists: fast-json-stringify writes required fields before the others,
 * and zod writes them in the declared order. Whether a field is there is zod's to check (in tests);
 * an absent field is left out, as `JSON.stringify` leaves out `undefined`.
 */
function allOptional(node: unknown): object {
  if (Array.isArray(node)) return node.map(allOptional);
  if (typeof node !== 'object' || node === null) return node as object;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' && Array.isArray(value)) continue;
    copy[key] =
      key === 'properties' || key === '$defs' || key === 'definitions'
        ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, allOptional(v)]))
        : typeof value === 'object'
          ? allOptional(value)
          : value;
  }
  return copy;
}
