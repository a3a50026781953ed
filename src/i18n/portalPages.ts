/**
 * Messages of the portal's own pages behind the login (profile, docs, changelog, tools): one file
 * per page group in ./portal/, `{ de, en }` with German first and English typed `Shape<typeof de>`,
 * keys under `portal.<group>.*`. They load with the default layout, never with the login page
 * (its JavaScript budget), so a new group is a new file and nothing else.
 */
import type { ResourceMessages } from '../shell/registry';

const groups = import.meta.glob<ResourceMessages>('./portal/*.ts', { import: 'default' });

export const loadPortalPageMessages = (): Promise<ResourceMessages[]> =>
  Promise.all(Object.values(groups).map((load) => load()));
