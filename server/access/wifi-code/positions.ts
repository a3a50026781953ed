// Remembered positions in a customer's list of live WiFi codes by creation (issue 13), by code (issue
// 41, store.ts `POSITIONED`: a key no update changes; list `<customer> code <direction>`) and by the
// columns an update changes (description, valid, simultaneous use, active: those marks hold
// the customer's `edits`, which every statement changing such a column raises, D333). A page far
// down a million codes is otherwise found by stepping over every code before it in the index
// (vouchers_live_created_idx): half a million entries for the middle page, about 50–70 ms on PGlite.
// Here the id of every `step`-th code, counted from the oldest or from the newest (the nearer end of
// the page), is remembered with its position and the customer's `moves` (voucher_counters, migration
// 0026), which every statement that adds, deletes or restores a code raises. A page starts from the
// nearest remembered code before it and steps over about `step` entries at most.
// When the list has moved, the positions are carried over the statements since (`carry`, from the
// codes each moved: voucher_moves, migration 0028) where the database still holds them all; else
// they are found again. The marks live in the process: several instances each keep their own, and
// each checks them against the database's `moves` in the statement that reads the page
// (server/access/wifi-code/store.ts `readByCreation`), so none serves a moved list.
import { moduleState } from '../../platform/context';

/** Every how many codes a position is remembered. */
export const POSITION_STEP = 5_000;
/** The lists remembered at once, a customer's from each end (the most recently used; each holds one id per `step` codes). */
export const POSITION_LISTS = 128;

/** A remembered code: its id and its position (0: the first code from the list's end). */
export interface Mark {
  id: string;
  pos: number;
  /** Its key is NULL (a list by a column that may be empty: description, simultaneous use, expiry). */
  nul?: boolean;
}

interface Marks {
  moves: number;
  /** The customer's `edits` when found (voucher_counters; 0 for the orders no update changes, D333). */
  edits: number;
  /** By position; found every `step` codes, and since carried over moves of the list. */
  marks: Mark[];
}

export class ListPositions {
  private readonly lists = new Map<string, Marks>();

  constructor(
    readonly step = POSITION_STEP,
    private readonly max = POSITION_LISTS,
  ) {}

  /**
   * The marks remembered for a list (a customer's, from one end) as it stood at `moves` and `edits`
   * (none once it has moved or, ordered by a column an update changes, been edited).
   */
  marks(list: string, moves: number, edits = 0): readonly Mark[] {
    const marks = this.lists.get(list);
    if (!marks || marks.moves !== moves || marks.edits !== edits) return [];
    // Most recently used last: the first entry is the one to forget.
    this.lists.delete(list);
    this.lists.set(list, marks);
    return marks.marks;
  }

  /** The marks remembered for a list at an earlier state than `moves`, to carry over (`carry`). */
  before(list: string, moves: number): { moves: number; marks: readonly Mark[] } | undefined {
    const marks = this.lists.get(list);
    return marks && marks.moves < moves && marks.edits === 0 ? marks : undefined;
  }

  /**
   * Remembers `ids`, found `step` codes apart after the last of the `from` marks the list holds at
   * `moves` (from its end when none), as the next marks.
   */
  remember(list: string, moves: number, from: number, ids: readonly string[]): void {
    const known = this.marks(list, moves);
    if (known.length !== from) return; // another request got there first, or the list moved
    const last = known.at(-1)?.pos ?? -1;
    this.keep(list, {
      moves,
      edits: 0,
      marks: [...known, ...ids.map((id, i) => ({ id, pos: last + (i + 1) * this.step }))],
    });
  }

  /**
   * Remembers one mark of a list by an edited column at `moves` and `edits` (D333), among the others
   * found at that state, in the order of their positions; those of an earlier state go. Such a list
   * holds the marks its pages asked for, each found from the nearest one before it, not every
   * `step`-th from its end.
   */
  add(list: string, moves: number, edits: number, mark: Mark): void {
    const known = this.marks(list, moves, edits);
    if (known.some((m) => m.pos === mark.pos)) return;
    this.keep(list, { moves, edits, marks: [...known, mark].sort((a, b) => a.pos - b.pos) });
  }

  /** Remembers `marks` for the list at `moves` in place of those it held at `was` (`carry`). */
  replace(list: string, was: number, moves: number, marks: readonly Mark[]): void {
    const known = this.lists.get(list);
    if (known?.moves !== was || known.edits !== 0) return;
    this.keep(list, { moves, edits: 0, marks: [...marks] });
  }

  private keep(list: string, marks: Marks): void {
    this.lists.delete(list);
    this.lists.set(list, marks);
    if (this.lists.size > this.max) this.lists.delete(this.lists.keys().next().value!);
  }

  /** How many lists are remembered (tests). */
  get size(): number {
    return this.lists.size;
  }
}

/**
 * `count` rows from position `start` of a list whose marks are sparse (`ListPositions.add`, D333),
 * as it stood at `version`: from the nearest mark before the page; when that is farther than `step`
 * (or there is none), the mark `step`-aligned before the page is found first from it and remembered.
 * `read(mark, skip, count)` reads `count` rows `skip` after `mark` (from the list's end when
 * undefined), none unless the list still stands at `version`; `nul` tells whether a row's key is
 * NULL (lists by a column that may be empty). null when the list moved or was edited meanwhile.
 */
export async function readFromMarks<R extends { id: string }>(
  positions: ListPositions,
  list: string,
  version: { moves: number; edits: number },
  start: number,
  count: number,
  read: (mark: Mark | undefined, skip: number, count: number) => Promise<R[]>,
  nul?: (row: R) => boolean,
): Promise<R[] | null> {
  const step = positions.step;
  let mark = positions.marks(list, version.moves, version.edits).findLast((m) => m.pos < start);
  const target = Math.floor(start / step) * step - 1;
  if (target > (mark?.pos ?? -1)) {
    const [found] = await read(mark, target - (mark?.pos ?? -1) - 1, 1);
    if (!found) return null;
    mark = { id: found.id, pos: target, ...(nul ? { nul: nul(found) } : {}) };
    positions.add(list, version.moves, version.edits, mark);
  }
  const rows = await read(mark, start - (mark?.pos ?? -1) - 1, count);
  return rows.length === count ? rows : null;
}

/**
 * The marks carried over the statements that moved the list since they were found: each shifted by
 * the codes that entered (+1) or left (-1) the list before it, and those whose own code moved left
 * out. `shifts[i]` and `moved[i]` belong to `marks[i]`.
 */
export function carry(marks: readonly Mark[], shifts: readonly number[], moved: readonly boolean[]): Mark[] {
  return marks.flatMap((m, i) => (moved[i] ? [] : [{ id: m.id, pos: m.pos + shifts[i]! }]));
}

/** The remembered positions of a server (one per process, each server of a test its own). */
export const positionsOf = moduleState(() => new ListPositions());
