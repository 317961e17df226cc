export { AgreementsPrompt } from './AgreementsPrompt';
export { pendingAgreements } from './prompt-rules';
