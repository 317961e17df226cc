export * from './event-codes';
export * from './event-entities';
export * from './event-calls';
