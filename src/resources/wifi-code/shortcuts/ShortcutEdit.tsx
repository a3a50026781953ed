import { ShortcutEdit } from './ShortcutForm';

export default ShortcutEdit;
