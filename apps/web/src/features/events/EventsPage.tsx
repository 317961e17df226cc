/** Groundwork (issue 24): built in the members' web part. */
export function EventsPage() {
  return <h1>Events</h1>;
}
