export { createListsCalls } from './lists-calls';
export type { CreateListInput, ListsCalls, UpdateListInput } from './lists-types';
