/** The staff insights dashboard (issue 25): built by the insights web part. */
export function InsightsPage() {
  return <main id="main">Insights</main>;
}
