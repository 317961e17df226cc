export * from './http/envelope';
export * from './http/paging';
export * from './common/index';
export * from './http/field-rules';
export * from './http/lang';
export * from './shell/consumer';
export * from './shell/shop';
export * from './shell/experiments';
export * from './shell/app-build';
export * from './errors/catalogue';
// Not re-exported by errors/catalogue: client-codes reads its types, so that would be a cycle.
export * from './errors/client-codes';
export * from './accounts/index';
export * from './catalogue/index';
export * from './playback/index';
export * from './quiz/index';
export * from './comics/index';
export * from './lists/index';
