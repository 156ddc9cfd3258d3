import { notFound } from 'next/navigation';

/** Any path no page claims: the site's 404 page (inside the site's layout). */
export default function UnknownPage(): never {
  notFound();
}
