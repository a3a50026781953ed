import ShortcutWidget from './ShortcutWidget';

/** The home page's shortcut card (ResourceModule.homeWidget). */
export default function HomeShortcuts() {
  return <ShortcutWidget variant="home" />;
}
