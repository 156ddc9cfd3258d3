import { createCanvasLiveLayer, snapRect } from './live-canvas';

describe('live canvas', () => {
  it.each<[string, number, { x: number; y: number; w: number; h: number }]>([
    ['whole pixels stay', 1, { x: 3, y: 4, w: 10, h: 2 }],
    ['fractions grow outwards to whole pixels', 1, { x: 2, y: 3, w: 12, h: 4 }],
    ['at 2× the half pixels are whole device pixels', 2, { x: 2.5, y: 3.5, w: 11, h: 3 }],
  ])('%s', (name, dpr, expected) => {
    const r = name.startsWith('whole') ? { x: 3, y: 4, w: 10, h: 2 } : { x: 2.5, y: 3.5, w: 10.75, h: 2.75 };
    expect(snapRect(r, dpr)).toEqual(expected);
  });

  it('makes a hidden canvas per scale and one live canvas, without a 2D context doing nothing', () => {
    const el = document.createElement('div');
    // jsdom has no 2D context: painting is skipped, nothing throws.
    const spy = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    try {
      const layer = createCanvasLiveLayer(el);
      expect(el.querySelectorAll('canvas')).toHaveLength(3);
      const paint = jest.fn();
      layer.live.paint({ x: 0, y: 0, w: 100, h: 50 }, null, paint);
      expect(paint).not.toHaveBeenCalled();
      expect(layer.priceAxis.draw({ x: 0, y: 0, w: 10, h: 10 })).toBeNull();
      expect(layer.live.snapshot()).toBeNull();
      layer.live.dispose();
      expect(el.querySelectorAll('canvas')).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});
