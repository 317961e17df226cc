export * from './rights';
export * from './manifest';
export * from './video-log';
