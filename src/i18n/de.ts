import { catalogueDe } from './catalogue';
import { mergeMessages } from './merge';
import { raGerman } from './raGerman';
import { resourcesDe } from './resources.de';

/**
 * German: the primary language and the fallback. react-admin's own messages (raGerman), the
 * portal's catalogue and the per-resource messages, merged into one tree.
 */
export const de = mergeMessages(raGerman, catalogueDe, { resources: resourcesDe });

export type Messages = typeof de;
