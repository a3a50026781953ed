import type { Shape } from '../catalogue';

/** Messages of the shell's pages part (merged into de.ts / en.ts). German first. */
export const pagesDe = {} as const;

export const pagesEn: Shape<typeof pagesDe> = {};
