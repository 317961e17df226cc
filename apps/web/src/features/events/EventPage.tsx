/** Groundwork (issue 24): built in the members' web part. */
export function EventPage() {
  return <h1>Events</h1>;
}
