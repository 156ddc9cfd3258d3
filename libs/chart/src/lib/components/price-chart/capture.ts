import type { ChartEngine } from '../../engine/chart-engine';

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('screenshot image failed to load'));
    img.src = src;
  });

/** The chart as a PNG: the echarts canvas with the live-candle canvases drawn on top where they sit. */
export async function captureChartPng(engine: ChartEngine): Promise<Blob> {
  const base = await loadImage(engine.toDataURL());
  const canvas = document.createElement('canvas');
  canvas.width = base.naturalWidth;
  canvas.height = base.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(base, 0, 0);
  const scale = canvas.width / Math.max(1, engine.view()?.layout.width ?? canvas.width);
  for (const { canvas: live, rect } of engine.liveCanvases())
    ctx.drawImage(live, rect.x * scale, rect.y * scale, rect.w * scale, rect.h * scale);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
