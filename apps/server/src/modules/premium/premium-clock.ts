/** The premium module's clock: injected so tests travel in time (trials, renewals, retries, expiry). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
