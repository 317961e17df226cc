/** The History page of the account area (the account menu and the account page link to it). */
export const HISTORY_PAGE_PATH = '/account/history';
