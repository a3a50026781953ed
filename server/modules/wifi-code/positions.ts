// Remembered positions in a customer's list of live WiFi codes by creation (issue 13). A page far
// down a million codes is otherwise found by stepping over every code before it in the index
// (vouchers_live_created_idx): half a million entries for the middle page, about 50–70 ms on PGlite.
// Here the id of every `step`-th code, counted from the oldest or from the newest (the nearer end of
// the page), is remembered with the customer's `moves` (voucher_counters, migration 0026), which
// every statement that adds, deletes or restores a code raises. While it holds, a page starts from
// the nearest remembered code and steps over fewer than `step` entries. The marks live in the
// process: several instances each keep their own, and each checks them against the database's
// `moves` in the statement that reads the page (server/modules/wifi-code/store.ts `readByCreation`),
// so none serves a moved list.

/** Every how many codes a position is remembered. */
export const POSITION_STEP = 5_000;
/** The lists remembered at once, a customer's from each end (the most recently used; each holds one id per `step` codes). */
export const POSITION_LISTS = 128;

interface Marks {
  moves: number;
  /** ids[k - 1]: the code at position k * step - 1 from the list's end, the last of block k. */
  ids: string[];
}

export class ListPositions {
  private readonly lists = new Map<string, Marks>();

  constructor(
    readonly step = POSITION_STEP,
    private readonly max = POSITION_LISTS,
  ) {}

  /** The marks remembered for a list (a customer's, from one end) as it stood at `moves` (none once it has moved). */
  marks(list: string, moves: number): readonly string[] {
    const marks = this.lists.get(list);
    if (!marks || marks.moves !== moves) return [];
    // Most recently used last: the first entry is the one to forget.
    this.lists.delete(list);
    this.lists.set(list, marks);
    return marks.ids;
  }

  /** Remembers `ids` as the marks after the first `from`, of the customer's list at `moves`. */
  remember(list: string, moves: number, from: number, ids: readonly string[]): void {
    const known = this.marks(list, moves);
    if (known.length !== from) return; // another request got there first, or the list moved
    this.lists.delete(list);
    this.lists.set(list, { moves, ids: [...known, ...ids] });
    if (this.lists.size > this.max) this.lists.delete(this.lists.keys().next().value!);
  }

  /** How many lists are remembered (tests). */
  get size(): number {
    return this.lists.size;
  }
}
