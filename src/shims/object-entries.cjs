/* global module */
// node-polyglot's `object.entries` polyfill (with get-intrinsic, define-properties and a dozen more
// packages) for a function every supported browser has: vite.config.ts points the import here.
module.exports = Object.entries;
