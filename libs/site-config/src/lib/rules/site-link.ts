/** A link a rule hands to the UI: a stable id (the UI maps it to a message) and an href. */
export interface SiteLink<Id extends string = string> {
  id: Id;
  href: string;
  /** True for static documents (PDFs), which open in a new tab. */
  newTab: boolean;
}

export const siteLink = <Id extends string>(id: Id, href: string): SiteLink<Id> => ({
  id,
  href,
  newTab: href.toLowerCase().endsWith('.pdf'),
});
