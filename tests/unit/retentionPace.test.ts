// The retention job's pace (D328, server/insights/guest-data/retention.ts): each statement is sized by
// how long the last full one took, so that it holds the database for about RETENTION_BATCH_TARGET_MS.
import { describe, expect, it } from 'vitest';
import {
  nextBatchSize,
  pacedOn,
  RETENTION_BATCH,
  RETENTION_BATCH_TARGET_MS,
  RETENTION_MIN_BATCH,
} from '../../server/insights/guest-data/retention';

describe('nextBatchSize', () => {
  it('scales a full batch to the target time', () => {
    // 5,000 rows in 70 ms (PGlite, bench/retention.ts) → about 1,430 rows for 20 ms.
    expect(RETENTION_BATCH_TARGET_MS).toBe(20);
    expect(nextBatchSize(5000, 70, true, RETENTION_BATCH)).toBe(1429);
    expect(nextBatchSize(500, 5, true, RETENTION_BATCH)).toBe(2000);
  });

  it('stays between the least and the most rows a statement takes', () => {
    expect(nextBatchSize(500, 1, true, RETENTION_BATCH)).toBe(RETENTION_BATCH);
    expect(nextBatchSize(500, 0, true, RETENTION_BATCH)).toBe(RETENTION_BATCH);
    expect(nextBatchSize(500, 100_000, true, RETENTION_BATCH)).toBe(RETENTION_MIN_BATCH);
    // A caller's lower limit is kept, even below the least.
    expect(nextBatchSize(3, 1000, true, 3)).toBe(3);
    expect(nextBatchSize(3, 0.1, true, 3)).toBe(3);
  });

  it('learns nothing from a short batch (the table had fewer rows left)', () => {
    expect(nextBatchSize(1429, 2, false, RETENTION_BATCH)).toBe(1429);
  });

  it('paces the job where the database shares the server thread only', () => {
    expect(pacedOn('pglite')).toBe(true);
    expect(pacedOn('postgres')).toBe(false);
  });
});
