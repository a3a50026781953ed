// Slots (server/platform/slots.ts): at most `concurrent` run, `queued` wait in order, the rest are
// refused at once; a finished holder hands its slot to the next in line.
import { describe, expect, it } from 'vitest';
import { Slots, SlotsBusy } from '../../server/platform/slots';

const gate = () => {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return { open, done };
};

describe('Slots', () => {
  it('runs two at once, lines up one, refuses the fourth, and serves the line in order', async () => {
    const slots = new Slots(2, 1);
    const order: string[] = [];
    const a = gate();
    const b = gate();
    const pa = slots.run(async () => (await a.done, order.push('a')));
    const pb = slots.run(async () => (await b.done, order.push('b')));
    const pc = slots.run(async () => order.push('c'));
    await expect(slots.run(async () => order.push('d'))).rejects.toBeInstanceOf(SlotsBusy);
    expect(order).toEqual([]);
    b.open();
    await pb;
    await pc;
    expect(order).toEqual(['b', 'c']);
    a.open();
    await pa;
    // Everyone gone: two run at once again.
    const both = await Promise.all([slots.run(async () => 1), slots.run(async () => 2)]);
    expect(both).toEqual([1, 2]);
  });

  it('frees the slot of a holder that throws, and throws the error the owner chose when full', async () => {
    class Full extends Error {}
    const slots = new Slots(1, 0, () => new Full());
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const g = gate();
    const p = slots.run(() => g.done);
    await expect(slots.run(async () => 0)).rejects.toBeInstanceOf(Full);
    g.open();
    await p;
    await expect(slots.run(async () => 'again')).resolves.toBe('again');
  });
});
