/**
 * The web app's paths that replies carry in their `url` fields (agreed with the web app): a
 * reply links to the page that shows the item, so the client never assembles them itself.
 */
export const webPaths = {
  series: (id: number, slug: string) => `/series/${id}/${slug}`,
  season: (seriesId: number, slug: string, seasonNumber: number) =>
    `/series/${seriesId}/${slug}/season/${seasonNumber}`,
  episode: (seriesId: number, slug: string, number: number) =>
    `/series/${seriesId}/${slug}/episode/${number}`,
  clip: (uuid: string) => `/clips/${uuid}`,
};
