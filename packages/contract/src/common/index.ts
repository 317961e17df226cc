export * from './is-record';
export * from './prng';
