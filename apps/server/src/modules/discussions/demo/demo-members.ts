/**
 * The demo community: invented members who write the demo threads, replies and reviews. Nobody
 * can sign in as them (their password hash is of a random secret that is thrown away), their
 * addresses are on the reserved example domain, and `marisol_mod` is staff (she locked one
 * thread). Usernames follow the account rules (6 to 29 characters of letters, digits, @ . + - _).
 */
export const DEMO_MEMBERS = [
  { key: 'harbor', username: 'harbor_watcher', staff: false },
  { key: 'tide', username: 'tide_reader', staff: false },
  { key: 'clock', username: 'clockwork_pim', staff: false },
  { key: 'folder', username: 'paper_folder', staff: false },
  { key: 'night', username: 'night_shift_nell', staff: false },
  { key: 'diner', username: 'diner_regular', staff: false },
  { key: 'comet', username: 'cometa_azul', staff: false },
  { key: 'lantern', username: 'lantern.runner', staff: false },
  { key: 'gear', username: 'gearwood_ranger', staff: false },
  { key: 'deep', username: 'deepwater_doodles', staff: false },
  { key: 'lectora', username: 'lectora_nocturna', staff: false },
  { key: 'mod', username: 'marisol_mod', staff: true },
] as const;

export type DemoMemberKey = (typeof DEMO_MEMBERS)[number]['key'];

/** `harbor_watcher@fanverse.example`: the domain is reserved, so no mail ever reaches anyone. */
export function demoMemberEmail(username: string): string {
  return `${username.replaceAll('.', '_')}@fanverse.example`;
}
