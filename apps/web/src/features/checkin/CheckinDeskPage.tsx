/** Groundwork (issue 24): built in the check-in desk's web part. */
export function CheckinDeskPage() {
  return <h1>Check-in</h1>;
}
