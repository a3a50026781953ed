import type { Shape } from '../catalogue';

/** Messages of the shell's layout part (merged into de.ts / en.ts). German first. */
export const layoutDe = {} as const;

export const layoutEn: Shape<typeof layoutDe> = {};
