/**
 * The age gate (accounts spec §3 "Age gate", §4; consumer config `age_gate`): a neutral
 * date-of-birth question before mature content and, where a country's law asks for it, before
 * registration. Under the age the visitor is blocked for the config's block timeout, whatever
 * date they give next.
 */

/**
 * Minimum ages to register without a parent, for the countries whose law sets one (COPPA in the
 * US; GDPR art. 8 digital consent ages in the EU and the UK). Other countries ask no question.
 */
export const REGISTRATION_MIN_AGE: Readonly<Record<string, number>> = {
  US: 13,
  GB: 13,
  ES: 14,
  FR: 15,
  DE: 16,
  IE: 16,
  NL: 16,
  IT: 14,
};

/** Whole years between a YYYY-MM-DD birth date and `today` (undefined for a malformed date). */
export function ageOn(dob: string, today: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(y, mo - 1, d));
  if (birth.getUTCMonth() !== mo - 1 || birth.getUTCDate() !== d) return undefined;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
