export * from './constants';
export * from './families';
export * from './content';
