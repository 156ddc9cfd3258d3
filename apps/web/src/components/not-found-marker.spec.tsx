import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { NotFoundMarker, useNotFoundViewShown } from './not-found-marker';

function Probe() {
  return <p>{useNotFoundViewShown() ? 'shown' : 'hidden'}</p>;
}

function Harness({ initial }: { initial: number }) {
  const [views, setViews] = useState(initial);
  return (
    <>
      <Probe />
      {Array.from({ length: views }, (_, i) => (
        <NotFoundMarker key={i} />
      ))}
      <button type="button" onClick={() => setViews((n) => n - 1)}>
        remove
      </button>
    </>
  );
}

describe('NotFoundMarker / useNotFoundViewShown', () => {
  it('is false without a 404 view', () => {
    render(<Harness initial={0} />);
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('is true while a 404 view is mounted and false once the last one unmounts', () => {
    render(<Harness initial={2} />);
    expect(screen.getByText('shown')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    expect(screen.getByText('shown')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });
});
