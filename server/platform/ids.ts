import { randomBytes } from 'node:crypto';

/** A new object id: 24 hex characters (seed 000 §5). */
export const newObjectId = (): string => randomBytes(12).toString('hex');
