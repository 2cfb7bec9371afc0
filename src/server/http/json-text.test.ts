import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { differenceFrom, jsonArrayBytes, spliceJson } from './json-text';

describe('spliceJson', () => {
  it('adds fields in front of an object written elsewhere, escaped as JSON', () => {
    expect(JSON.parse(spliceJson('{"a":{"b":{}}}', { name: 'Côte d’Ivoire "CI"', n: 1.5 }))).toEqual({
      name: 'Côte d’Ivoire "CI"',
      n: 1.5,
      a: { b: {} },
    });
    expect(spliceJson('{}', { x: null })).toBe('{"x":null}');
    expect(spliceJson('{"a":1}', {})).toBe('{"a":1}');
  });
});

describe('jsonArrayBytes', () => {
  it('is the items as one JSON array in UTF-8, whatever characters each holds', () => {
    const items = ['{"name":"Zürich"}', '{"name":"L’Heure bleue 🌸"}', '1', '"plain"'];
    const bytes = jsonArrayBytes(items);
    expect(bytes.toString('utf8')).toBe(`[${items.join(',')}]`);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual([{ name: 'Zürich' }, { name: 'L’Heure bleue 🌸' }, 1, 'plain']);
    expect(jsonArrayBytes([]).toString('utf8')).toBe('[]');
    expect(jsonArrayBytes(['{}']).toString('utf8')).toBe('[{}]');
  });
});

describe('differenceFrom', () => {
  const schema = z.array(z.object({ id: z.number(), tags: z.array(z.string()) }));
  it('is none when the texts say what the schema writes of the reference, in any order of fields', () => {
    expect(differenceFrom(schema, ['{"tags":["a"],"id":1}'], [{ id: 1, tags: ['a'], hidden: true }])).toBeUndefined();
  });
  it('names the first item that differs', () => {
    expect(
      differenceFrom(
        schema,
        ['{"id":1,"tags":[]}', '{"id":3,"tags":[]}'],
        [
          { id: 1, tags: [] },
          { id: 2, tags: [] },
        ],
      ),
    ).toMatch(/^item 1 was written \{"id":3/);
    expect(differenceFrom(schema, ['{"id":1,"tags":[],"extra":0}'], [{ id: 1, tags: [] }])).toMatch(/item 0/);
  });
});
