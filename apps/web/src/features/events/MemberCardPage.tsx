/** Groundwork (issue 24): built in the members' web part. */
export function MemberCardPage() {
  return <h1>Events</h1>;
}
