export { HeaderAccount, type HeaderAccountProps } from './HeaderAccount';
