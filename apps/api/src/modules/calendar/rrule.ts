import * as rruleModule from 'rrule';

// Node loads rrule's CommonJS build (its exports sit under `default`); bundlers and Vite take its ES module
const loaded = rruleModule as typeof rruleModule & { default?: typeof rruleModule };
export const RRule = loaded.RRule ?? (loaded.default as typeof rruleModule).RRule;
