import englishMessages from 'ra-language-english';
import { catalogueEn, type Shape } from './catalogue';
import type { Messages } from './de';
import { mergeMessages } from './merge';
import type { RaMessages } from './raGerman';
import { resourcesEn } from './resources.en';
import { layoutEn } from './shell/layout';
import { pagesEn } from './shell/pages';
import { switchEn } from './shell/switch';

/** English, typed against the German tree: a key missing here (or only here) fails typecheck. */
export const en: Shape<Messages> = mergeMessages(
  englishMessages as unknown as RaMessages,
  catalogueEn,
  { resources: resourcesEn },
  switchEn,
  layoutEn,
  pagesEn,
);
