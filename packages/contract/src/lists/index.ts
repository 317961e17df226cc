export * from './constants';
export * from './list-entities';
export * from './list-calls';
