// The remembered positions of the WiFi-code lists (server/modules/wifi-code/positions.ts): marks hold
// for one value of the list's `moves`, grow only from where they end, and the least recently used
// list is forgotten first.
import { describe, expect, it } from 'vitest';
import { ListPositions } from '../../server/modules/wifi-code/positions';

describe('ListPositions', () => {
  it('answers the marks of a list only for the moves they were found at', () => {
    const p = new ListPositions(100);
    p.remember('K1 ASC', 7, 0, ['a', 'b']);
    expect(p.marks('K1 ASC', 7)).toEqual(['a', 'b']);
    expect(p.marks('K1 ASC', 8)).toEqual([]);
    expect(p.marks('K1 DESC', 7)).toEqual([]);
  });

  it('extends marks from where they end, and starts over once the list has moved', () => {
    const p = new ListPositions(100);
    p.remember('K1 ASC', 7, 0, ['a']);
    p.remember('K1 ASC', 7, 1, ['b', 'c']);
    p.remember('K1 ASC', 7, 1, ['x']); // another request found the same marks first
    expect(p.marks('K1 ASC', 7)).toEqual(['a', 'b', 'c']);
    p.remember('K1 ASC', 9, 2, ['y']); // not from the start of the moved list
    expect(p.marks('K1 ASC', 9)).toEqual([]);
    p.remember('K1 ASC', 9, 0, ['z']);
    expect(p.marks('K1 ASC', 9)).toEqual(['z']);
    expect(p.marks('K1 ASC', 7)).toEqual([]);
  });

  it('forgets the least recently used list beyond its capacity', () => {
    const p = new ListPositions(100, 2);
    p.remember('K1 ASC', 1, 0, ['a']);
    p.remember('K2 ASC', 1, 0, ['b']);
    expect(p.marks('K1 ASC', 1)).toEqual(['a']); // K1 used last
    p.remember('K3 ASC', 1, 0, ['c']);
    expect(p.size).toBe(2);
    expect(p.marks('K2 ASC', 1)).toEqual([]);
    expect(p.marks('K1 ASC', 1)).toEqual(['a']);
    expect(p.marks('K3 ASC', 1)).toEqual(['c']);
  });
});
