export * from './rules';
export * from './codes';
export * from './session';
export * from './profile';
export * from './claims';
export * from './agreements';
export * from './uploads';
export * from './countries';
