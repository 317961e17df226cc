export {
  DEFAULT_AGE_GATE_CONFIG,
  NO_ANSWERS,
  answerAgeGate,
  birthDate,
  matureGate,
  registrationGate,
  type AgeGateAnswers,
  type AgeGateConfig,
  type GateStatus,
  type MemberAnswer,
} from './age-gate-rules';
export {
  ageGateConfig,
  ageGateStore,
  initAgeGateStore,
  setAgeGateConfig,
  useAgeGateState,
  type AgeGateState,
} from './age-gate-store';
