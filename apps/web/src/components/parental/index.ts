export { LockedTitle, type LockedTitleProps } from './LockedTitle';
export { PinPrompt } from './PinPrompt';
export { isParentalLock, PARENTAL_LOCK_CODE, PARENTAL_PAGE_PATH } from './parental-lock';
export {
  pinProblem,
  PIN_INCORRECT_CODE,
  PIN_LOCKED_CODE,
  PIN_NOT_SET_CODE,
  type PinProblem,
} from './pin-errors';
export { usePinUnlock } from './use-pin-unlock';
export {
  forgetUnlock,
  keepUnlock,
  keptUnlock,
  restoreKeptUnlock,
  UNLOCK_STORAGE_KEY,
} from './unlock-storage';
