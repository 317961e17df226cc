import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../src/common/lazy-schema';

const itemShape = () => ({
  id: z.number().int(),
  title: z.string().min(1),
  tags: z.array(z.string()).default([]),
  year: z.coerce.number().int().optional(),
  slug: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(/^[a-z-]+$/)),
});

let ids = 0;
const uniqueId = (name: string) => `${name}LazyTest${++ids}`;

describe('lazySchema', () => {
  it('builds nothing until first used, then builds once', () => {
    const build = vi.fn(() => z.object(itemShape()));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ id: 1, title: 'A', slug: 'Ab' })).toEqual({
      id: 1,
      title: 'A',
      tags: [],
      slug: 'ab',
    });
    schema.safeParse({});
    void schema.shape.title;
    schema.extend({ extra: z.boolean() });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('registers its metadata on the value callers hold, without building', () => {
    const build = vi.fn(() => z.object({ a: z.string() }));
    const id = uniqueId('Registered');
    const schema = lazySchema(build, { id });
    expect(z.globalRegistry.has(schema)).toBe(true);
    expect(z.globalRegistry._idmap.get(id)).toBe(schema);
    expect(build).not.toHaveBeenCalled();
    expect(z.globalRegistry.get(schema)).toEqual({ id });
  });

  it('keeps one identity: members, wrappers and nesting all see the schema callers hold', () => {
    const schema = lazySchema(() => z.object(itemShape()));
    expect(schema.shape).toBe(schema.shape);
    expect(schema._zod.def).toBe(schema._zod.def);
    expect(schema.parse).toBe(schema.parse);
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(schema).toBeInstanceOf(z.ZodType);
    expect(schema.nullable().unwrap()).toBe(schema);
    expect(z.array(schema).element).toBe(schema);
    const { parse } = schema; // a detached method still parses
    expect(parse({ id: 2, title: 'B', slug: 'b' }).id).toBe(2);
    expect(Object.keys(schema.shape)).toEqual(['id', 'title', 'tags', 'year', 'slug']);
  });

  it('fails exactly as the eager schema does', () => {
    const eager = z.object(itemShape());
    const lazy = lazySchema(() => z.object(itemShape()));
    for (const input of [
      {},
      { id: 1.5, title: '', slug: 'A B' },
      'text',
      null,
      { id: 1, title: 'x', slug: '!' },
    ]) {
      const [a, b] = [eager.safeParse(input), lazy.safeParse(input)];
      expect(b.success).toBe(a.success);
      expect(b.error?.issues).toEqual(a.error?.issues);
    }
    expect(() => lazy.parse({})).toThrow(z.ZodError);
  });

  it('rethrows a failing build on every use, as an import-time build would have thrown', () => {
    const build = vi.fn((): z.ZodString => {
      throw new Error('bad schema');
    });
    const schema = lazySchema(build);
    expect(() => schema.parse('x')).toThrow('bad schema');
    expect(() => schema.parse('x')).toThrow('bad schema');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('converts to the same JSON Schema as the eager schema, nested ones by reference', () => {
    const [eagerId, lazyId] = [uniqueId('Item'), uniqueId('Item')];
    const eagerItem = z.object(itemShape()).meta({ id: eagerId });
    const lazyItem = lazySchema(() => z.object(itemShape()), { id: lazyId });
    const page = (item: z.ZodType) =>
      z.object({ values: z.array(item), first: item.nullable(), next: z.string().optional() });

    for (const io of ['output', 'input'] as const) {
      const eager = JSON.stringify(z.toJSONSchema(page(eagerItem), { io })).replaceAll(eagerId, 'ID');
      const lazy = JSON.stringify(z.toJSONSchema(page(lazyItem), { io })).replaceAll(lazyId, 'ID');
      expect(lazy).toBe(eager);
      expect(lazy).toContain('"$ref":"#/$defs/ID"');
    }
  });
});
