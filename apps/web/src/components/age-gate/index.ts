export { AgeGate, type AgeGateProps } from './AgeGate';
export { AgeGatePrompt, type AgeGatePromptProps } from './AgeGatePrompt';
export { BirthDateForm } from './BirthDateForm';
export { useMatureGate, useRegistrationGate, type AgeGateControl } from './use-age-gate';
export { useSeriesMaturity } from './use-series-maturity';
