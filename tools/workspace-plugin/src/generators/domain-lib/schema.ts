/** Options of the `domain-lib` generator, as declared in schema.json. */
export type DomainLibType = 'feature' | 'ui' | 'data-access' | 'util';

export interface DomainLibSchema {
  name: string;
  description: string;
  type?: DomainLibType;
  scope?: string;
}
