/**
 * ra-language-german 3.13.5 ships plain CommonJS without types and was written for react-admin 3:
 * it lacks 67 of react-admin 5's 164 message keys and still uses `#%{id}` where v5 passes
 * `%{recordRepresentation}`. The portal therefore does not use it at run time; `raGerman.ts`
 * carries the complete v5 translation (its texts taken from here where a key exists) and the
 * unit test compares the two. This declaration only describes what the package really exports.
 */
declare module 'ra-language-german' {
  interface LegacyMessageTree {
    readonly [key: string]: string | LegacyMessageTree;
  }
  const germanMessages: { readonly ra: LegacyMessageTree };
  export default germanMessages;
}
