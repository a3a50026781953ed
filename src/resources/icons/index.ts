/**
 * The resource areas' icons (./all.ts) in one chunk that loads with the default layout, never with
 * the login page: a descriptor names its icon (`resourceIcon('people')`).
 */
import { lazyIcons } from '../../shell/lazyIcons';

export const { icon: resourceIcon, preload: loadResourceIcons } = lazyIcons(() => import('./all'));
