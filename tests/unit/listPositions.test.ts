// The remembered positions of the WiFi-code lists (server/access/wifi-code/positions.ts): marks hold
// for one value of the list's `moves`, grow only from where they end, are replaced by those carried
// over the list's moves, and the least recently used list is forgotten first.
import { describe, expect, it } from 'vitest';
import { ListPositions, carry } from '../../server/access/wifi-code/positions';

const ids = (p: ListPositions, list: string, moves: number) => p.marks(list, moves).map((m) => m.id);

describe('ListPositions', () => {
  it('answers the marks of a list only for the moves they were found at', () => {
    const p = new ListPositions(100);
    p.remember('K1 ASC', 7, 0, ['a', 'b']);
    expect(p.marks('K1 ASC', 7)).toEqual([
      { id: 'a', pos: 99 },
      { id: 'b', pos: 199 },
    ]);
    expect(p.marks('K1 ASC', 8)).toEqual([]);
    expect(p.marks('K1 DESC', 7)).toEqual([]);
  });

  it('keeps the marks of a list by an edited column for the edits they were found at, in the order of their positions', () => {
    const p = new ListPositions(100);
    p.add('K1 description ASC', 7, 3, { id: 'b', pos: 499, nul: true });
    p.add('K1 description ASC', 7, 3, { id: 'a', pos: 199, nul: false });
    p.add('K1 description ASC', 7, 3, { id: 'x', pos: 499, nul: false }); // another request found it first
    expect(p.marks('K1 description ASC', 7, 3)).toEqual([
      { id: 'a', pos: 199, nul: false },
      { id: 'b', pos: 499, nul: true },
    ]);
    expect(p.marks('K1 description ASC', 7, 4)).toEqual([]);
    expect(p.marks('K1 description ASC', 7)).toEqual([]);
    // Edited marks are never carried over moves (voucher_moves knows the order of creation only).
    expect(p.before('K1 description ASC', 9)).toBeUndefined();
    // A mark found at a later state replaces those of the earlier one.
    p.add('K1 description ASC', 7, 4, { id: 'c', pos: 99 });
    expect(p.marks('K1 description ASC', 7, 4)).toEqual([{ id: 'c', pos: 99 }]);
    expect(p.marks('K1 description ASC', 7, 3)).toEqual([]);
  });

  it('extends marks from where they end, and starts over once the list has moved', () => {
    const p = new ListPositions(100);
    p.remember('K1 ASC', 7, 0, ['a']);
    p.remember('K1 ASC', 7, 1, ['b', 'c']);
    p.remember('K1 ASC', 7, 1, ['x']); // another request found the same marks first
    expect(ids(p, 'K1 ASC', 7)).toEqual(['a', 'b', 'c']);
    p.remember('K1 ASC', 9, 2, ['y']); // not from the start of the moved list
    expect(ids(p, 'K1 ASC', 9)).toEqual([]);
    p.remember('K1 ASC', 9, 0, ['z']);
    expect(ids(p, 'K1 ASC', 9)).toEqual(['z']);
    expect(ids(p, 'K1 ASC', 7)).toEqual([]);
  });

  it('offers the marks of an earlier state to carry over, and takes the carried ones only in their place', () => {
    const p = new ListPositions(100);
    p.remember('K1 ASC', 7, 0, ['a', 'b', 'c']);
    expect(p.before('K1 ASC', 7)).toBeUndefined();
    expect(p.before('K1 ASC', 9)?.moves).toBe(7);
    const carried = carry(p.before('K1 ASC', 9)!.marks, [0, -1, 2], [false, true, false]);
    expect(carried).toEqual([
      { id: 'a', pos: 99 },
      { id: 'c', pos: 301 },
    ]);
    p.replace('K1 ASC', 8, 9, carried); // found for another state meanwhile: left
    expect(p.marks('K1 ASC', 9)).toEqual([]);
    p.replace('K1 ASC', 7, 9, carried);
    expect(p.marks('K1 ASC', 9)).toEqual(carried);
    // Found further from the last carried mark, `step` apart.
    p.remember('K1 ASC', 9, 2, ['d']);
    expect(p.marks('K1 ASC', 9).at(-1)).toEqual({ id: 'd', pos: 401 });
  });

  it('forgets the least recently used list beyond its capacity', () => {
    const p = new ListPositions(100, 2);
    p.remember('K1 ASC', 1, 0, ['a']);
    p.remember('K2 ASC', 1, 0, ['b']);
    expect(ids(p, 'K1 ASC', 1)).toEqual(['a']); // K1 used last
    p.remember('K3 ASC', 1, 0, ['c']);
    expect(p.size).toBe(2);
    expect(ids(p, 'K2 ASC', 1)).toEqual([]);
    expect(ids(p, 'K1 ASC', 1)).toEqual(['a']);
    expect(ids(p, 'K3 ASC', 1)).toEqual(['c']);
  });
});
