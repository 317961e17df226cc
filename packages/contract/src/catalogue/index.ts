export * from './codes';
export * from './item-types';
export * from './art';
export * from './access';
export * from './video';
export * from './containers';
export * from './queries';
