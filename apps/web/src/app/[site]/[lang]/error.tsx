'use client';
import { reportException } from '@exchange/monitoring';
import { ErrorFallback } from '@exchange/ui';
import { useEffect } from 'react';

/** Spec 01 §8 "Rendering error": "Something went wrong" and a "Refresh" button that reloads the page. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportException(error, { digest: error.digest ?? null });
  }, [error]);
  return <ErrorFallback onRefresh={() => window.location.reload()} />;
}
