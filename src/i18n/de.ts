import { catalogueDe } from './catalogue';
import { mergeMessages } from './merge';
import { raGerman } from './raGerman';
import { resourcesDe } from './resources.de';
import { layoutDe } from './shell/layout';
import { pagesDe } from './shell/pages';
import { switchDe } from './shell/switch';

/**
 * German: the primary language and the fallback. react-admin's own messages (raGerman), the
 * portal's catalogue and the per-resource messages, merged into one tree.
 */
export const de = mergeMessages(raGerman, catalogueDe, { resources: resourcesDe }, switchDe, layoutDe, pagesDe);

export type Messages = typeof de;
