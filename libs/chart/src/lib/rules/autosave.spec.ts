import { createManualClock } from '../../testing/manual-clock';
import { createAutosave } from './autosave';

describe('auto-save on idle (spec 02 §9: idle check every 1000 ms)', () => {
  it.each<[string, (a: ReturnType<typeof createAutosave>, c: ReturnType<typeof createManualClock>) => void, number[]]>([
    ['nothing changed: no save', () => undefined, []],
    ['changed while idle: saved at the next check', (a, c) => (c.advance(300), a.markDirty()), [1000]],
    [
      'changed during interaction: waits for a quiet second',
      (a, c) => {
        c.advance(900);
        a.markDirty();
        a.touch();
        c.advance(600);
        a.touch();
      },
      [3000],
    ],
    ['flush saves at once (theme change, unload)', (a, c) => (c.advance(200), a.markDirty(), a.flush()), [200]],
  ])('%s', (_name, act, saves) => {
    const clock = createManualClock();
    const at: number[] = [];
    const autosave = createAutosave(clock, () => at.push(clock.now()));
    act(autosave, clock);
    clock.advance(5000 - clock.now());
    expect(at).toEqual(saves);
    autosave.dispose();
    expect(clock.pending()).toBe(0);
  });
});
