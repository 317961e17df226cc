export * from './constants';
export * from './purchase-queries';
export * from './purchase-entities';
export * from './purchase-calls';
