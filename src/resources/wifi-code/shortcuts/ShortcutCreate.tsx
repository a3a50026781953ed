import { ShortcutCreate } from './ShortcutForm';

export default ShortcutCreate;
