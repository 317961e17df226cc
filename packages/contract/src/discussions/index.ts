export * from './constants';
export * from './discussion-entities';
export * from './discussion-calls';
