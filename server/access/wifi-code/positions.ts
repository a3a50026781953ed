// Remembered positions in a customer's list of live WiFi codes by creation (issue 13), and by code
// (issue 41, store.ts `POSITIONED`: a key no update changes; list `<customer> code <direction>`). A page far
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
}

interface Marks {
  moves: number;
  /** By position; found every `step` codes, and since carried over moves of the list. */
  marks: Mark[];
}

export class ListPositions {
  private readonly lists = new Map<string, Marks>();

  constructor(
    readonly step = POSITION_STEP,
    private readonly max = POSITION_LISTS,
  ) {}

  /** The marks remembered for a list (a customer's, from one end) as it stood at `moves` (none once it has moved). */
  marks(list: string, moves: number): readonly Mark[] {
    const marks = this.lists.get(list);
    if (!marks || marks.moves !== moves) return [];
    // Most recently used last: the first entry is the one to forget.
    this.lists.delete(list);
    this.lists.set(list, marks);
    return marks.marks;
  }

  /** The marks remembered for a list at an earlier state than `moves`, to carry over (`carry`). */
  before(list: string, moves: number): { moves: number; marks: readonly Mark[] } | undefined {
    const marks = this.lists.get(list);
    return marks && marks.moves < moves ? marks : undefined;
  }

  /**
   * Remembers `ids`, found `step` codes apart after the last of the `from` marks the list holds at
   * `moves` (from its end when none), as the next marks.
   */
  remember(list: string, moves: number, from: number, ids: readonly string[]): void {
    const known = this.marks(list, moves);
    if (known.length !== from) return; // another request got there first, or the list moved
    const last = known.at(-1)?.pos ?? -1;
    this.keep(list, { moves, marks: [...known, ...ids.map((id, i) => ({ id, pos: last + (i + 1) * this.step }))] });
  }

  /** Remembers `marks` for the list at `moves` in place of those it held at `was` (`carry`). */
  replace(list: string, was: number, moves: number, marks: readonly Mark[]): void {
    if (this.lists.get(list)?.moves !== was) return;
    this.keep(list, { moves, marks: [...marks] });
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
 * The marks carried over the statements that moved the list since they were found: each shifted by
 * the codes that entered (+1) or left (-1) the list before it, and those whose own code moved left
 * out. `shifts[i]` and `moved[i]` belong to `marks[i]`.
 */
export function carry(marks: readonly Mark[], shifts: readonly number[], moved: readonly boolean[]): Mark[] {
  return marks.flatMap((m, i) => (moved[i] ? [] : [{ id: m.id, pos: m.pos + shifts[i]! }]));
}

/** The remembered positions of a server (one per process, each server of a test its own). */
export const positionsOf = moduleState(() => new ListPositions());
