import { NotFoundPage } from '@/server/not-found-page';

/**
 * The 404 view for a page that calls `notFound()` (e.g. an unknown trading pair). Unknown paths are answered by
 * the catch-all route with the same view inside the site's layout (decision 0806).
 */
export default function NotFound() {
  return <NotFoundPage />;
}
