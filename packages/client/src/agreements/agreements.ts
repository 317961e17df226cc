import type { Agreement as AgreementReply } from '@fanverse/contract';

/** Spec §3 "Agreements", camelCase; both dates as year-month-day text. */
export interface Agreement {
  accepted: boolean;
  contentType: AgreementReply['content_type'];
  dateAccepted: string | null;
  dateRevised: string;
  revisionId: number;
  flavor: string | null;
  text: string;
}

/** `2024-05-01T10:00:00Z` and `2024-05-01` both read `2024-05-01`. */
function day(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}

export function normalizeAgreement(reply: AgreementReply): Agreement {
  return {
    accepted: reply.accepted,
    contentType: reply.content_type,
    dateAccepted: reply.date_accepted === null ? null : day(reply.date_accepted),
    dateRevised: day(reply.date_revised),
    revisionId: reply.revision_id,
    flavor: reply.flavor,
    text: reply.text,
  };
}
