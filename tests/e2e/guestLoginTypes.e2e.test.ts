// The guest page's other login types in the browser, on PGlite: ./guestLoginTypesSuite.ts.
import { guestLoginTypes } from './guestLoginTypesSuite';

guestLoginTypes('pglite');
