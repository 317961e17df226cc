export * from './ratings';
export * from './device-codes';
export * from './viewer-codes';
export * from './viewer-calls';
export * from './age-gate';
