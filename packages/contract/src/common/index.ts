export * from './is-record';
export * from './prng';
export * from './lazy-schema';
