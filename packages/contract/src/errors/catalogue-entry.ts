/** One catalogued message, in every locale the product offers (en, es). */
export interface CatalogueEntry {
  readonly en: string;
  readonly es: string;
}

/** Shape each section file is checked against, so a missing translation fails the type check. */
export type CatalogueSection = Readonly<Record<number, CatalogueEntry>>;
