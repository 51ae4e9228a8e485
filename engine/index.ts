/**
 * The engine's public door: app/ and components/ import only from here (docs/STYLE.md §4 rule 1), with every variant
 * registered. Its second door, engine/core.ts (`@/engine/core`), is the same without the variants' rules: a lesson's
 * boards load their own variant's with `loadVariant`. Pure TypeScript: no React, three, Next or DOM.
 */
// Registers every variant (a side effect: package.json `sideEffects` names this file and variants/index.ts, so that
// the bundler keeps the registration wherever `@/engine` is imported).
import './variants/index';

export * from './core';
export { variantNotes } from './variants/index';
