export * from './constants';
export * from './activity-entities';
export * from './activity-calls';
