export * from './comic-entities';
export * from './comic-calls';
export * from './comic-log';
export * from './comic-history';
export * from './browse-comics';
export * from './book-access';
