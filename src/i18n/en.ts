import englishMessages from 'ra-language-english';
import type { Shape } from './catalogue';
import { catalogueEn } from './catalogue.en';
import type { Messages } from './de';
import { mergeMessages } from './merge';
import type { RaMessages } from './raGerman';
import { resourcesEn } from './resources.en';
import { layoutEn } from './shell/layout.en';
import { pagesEn } from './shell/pages.en';
import { switchEn } from './shell/switch.en';

/** English, typed against the German tree: a key missing here (or only here) fails typecheck. */
export const en: Shape<Messages> = mergeMessages(
  englishMessages as unknown as RaMessages,
  catalogueEn,
  { resources: resourcesEn },
  switchEn,
  layoutEn,
  pagesEn,
);
