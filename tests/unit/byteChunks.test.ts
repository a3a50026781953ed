import { describe, expect, it } from 'vitest';
import { ByteChunks } from '../../server/platform/export/chunks';

describe('ByteChunks (the bytes of a streamed export)', () => {
  const joined = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

  it('keeps every character across chunk boundaries, multi-byte ones included', () => {
    const out = new ByteChunks(128);
    const lines = Array.from({ length: 200 }, (_, i) => `Zeile ${i};Größe ü€😀;"x"\r\n`);
    const taken: Buffer[] = [];
    lines.forEach((line, i) => {
      out.put(line);
      if (i % 17 === 0) taken.push(...out.take());
    });
    taken.push(...out.take());
    expect(joined(taken)).toBe(lines.join(''));
    expect(taken.every((c) => c.length <= 128)).toBe(true);
    expect(out.take()).toEqual([]);
  });

  it('writes a text longer than a chunk as a piece of its own, in order', () => {
    const out = new ByteChunks(16);
    out.put('ab');
    out.put('ä'.repeat(40));
    out.put('cd');
    const chunks = out.take();
    expect(joined(chunks)).toBe(`ab${'ä'.repeat(40)}cd`);
    expect(chunks.map((c) => c.length)).toEqual([2, 80, 2]);
  });

  it('uses the memory of a sent chunk again, never that of a chunk still being sent', () => {
    const out = new ByteChunks(32);
    const chunk = (text: string) => {
      out.put(text);
      return out.take()[0]!;
    };
    const first = chunk('aaaaaa');
    const second = chunk('bbbbbb');
    out.sent(first);
    const third = chunk('cccccc');
    const fourth = chunk('dddddd');
    const fifth = chunk('eeeeee');
    expect(fourth.buffer).toBe(first.buffer);
    expect([third, fourth, fifth].some((c) => c.buffer === second.buffer)).toBe(false);
    expect([second, third, fourth, fifth].map(String)).toEqual(['bbbbbb', 'cccccc', 'dddddd', 'eeeeee']);
  });
});
