import type { Shape } from '../catalogue';

/** Messages of the shell's switch part (merged into de.ts / en.ts). German first. */
export const switchDe = {} as const;

export const switchEn: Shape<typeof switchDe> = {};
