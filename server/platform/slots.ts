// A bounded share of one process's capacity: at most `concurrent` holders at once and `queued` waiting
// in line; beyond that `SlotsBusy` is thrown, which callers answer with 429 RATE_LIMITED. Used where
// work nobody signed in for must not crowd out the work of those who did (password hashing of
// unauthenticated callers, GraphQL requests without a session).

/** Every slot taken and the line full: try again in a second. */
export class SlotsBusy extends Error {
  readonly retryAfter = 1;
  constructor(message = 'Too many requests at once, try again later') {
    super(message);
  }
}

export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    readonly concurrent: number,
    readonly queued: number,
    /** The error thrown when every slot is taken and the line is full. */
    private readonly busy: () => Error = () => new SlotsBusy(),
  ) {}

  /** Runs `work` in a slot (waiting in line for one when all are taken). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrent) this.running++;
    else if (this.waiting.length < this.queued) await new Promise<void>((r) => this.waiting.push(r));
    else throw this.busy();
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
