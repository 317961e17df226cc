export * from './consent';
export * from './analytics-codes';
export * from './analytics-calls';
export * from './insights-calls';
