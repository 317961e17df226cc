export * from './constants';
export * from './premium-entities';
export * from './premium-calls';
export * from './house-ads';
