'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { panViewport } from '../../data/viewport';
import { ChartEngine, type EngineOptions, type EngineView, type Hover, type RenderMode } from '../../engine/chart-engine';

export type EngineFactory = (container: HTMLElement, options: EngineOptions) => ChartEngine;

const defaultFactory: EngineFactory = (container, options) => new ChartEngine(container, options);

/**
 * Creates the engine once for the container, keeps its size in step with the element, and disposes it
 * on unmount. Options after the first render are applied through the engine's setters by the caller.
 */
export function useChartEngine(
  ref: RefObject<HTMLDivElement | null>,
  options: Omit<EngineOptions, 'width' | 'height'>,
  factory: EngineFactory = defaultFactory,
): ChartEngine | null {
  const [engine, setEngine] = useState<ChartEngine | null>(null);
  const initial = useRef(options);
  const make = useRef(factory);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const size = () => ({ width: Math.max(1, Math.floor(el.clientWidth)), height: Math.max(1, Math.floor(el.clientHeight)) });
    const e = make.current(el, { ...initial.current, ...size() });
    setEngine(e);
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            const s = size();
            e.resize(s.width, s.height);
          })
        : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      e.dispose();
      setEngine(null);
    };
  }, [ref]);
  return engine;
}

/** Live-tick renders reach React at most this often (the canvas shows every tick at once). */
export const LIVE_VIEW_THROTTLE_MS = 250;

/**
 * Subscribes to renders; `modes` filters which render kinds matter to the caller. 'live' renders (ticks on
 * the last candle) are throttled to one per 250 ms, trailing, so React work does not grow with tick rate.
 */
export function useEngineView(engine: ChartEngine | null, modes: readonly RenderMode[] = ['data', 'full']): EngineView | null {
  const [view, setView] = useState<{ v: EngineView; n: number } | null>(null);
  const wanted = modes.join();
  useEffect(() => {
    if (!engine) return;
    const set = new Set(wanted.split(','));
    let n = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastLive = 0;
    const stop = engine.onRender((v, mode) => {
      if (!set.has(mode)) return;
      if (mode !== 'live') {
        if (timer) clearTimeout(timer);
        timer = null;
        setView({ v, n: ++n });
        return;
      }
      const wait = lastLive + LIVE_VIEW_THROTTLE_MS - Date.now();
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = null;
          lastLive = Date.now();
          setView({ v, n: ++n });
        },
        Math.max(0, wait),
      );
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
    };
  }, [engine, wanted]);
  return view?.v ?? null;
}

export interface PointerHandlers {
  onInteract: () => void;
  onHover: (hover: (Hover & { x: number; y: number }) | null) => void;
}

/**
 * Drag to pan, wheel to zoom (around the pointer), arrow keys / +/- / End from the keyboard, and hover
 * for the crosshair legend. Listeners are native so the wheel can prevent page scrolling.
 */
export function usePointerNavigation(engine: ChartEngine | null, ref: RefObject<HTMLDivElement | null>, handlers: PointerHandlers): void {
  const h = useRef(handlers);
  h.current = handlers;
  useEffect(() => {
    const el = ref.current;
    if (!engine || !el) return;
    let dragX: number | null = null;
    let carry = 0;
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      dragX = e.clientX;
      carry = 0;
      el.setPointerCapture?.(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      if (dragX !== null) {
        carry += e.clientX - dragX;
        dragX = e.clientX;
        const before = engine.getViewport().end;
        engine.panByPixels(carry);
        if (engine.getViewport().end !== before) carry = 0;
        h.current.onInteract();
      }
      const hover = engine.hoverAt(p.x);
      h.current.onHover(hover ? { ...hover, ...p } : null);
    };
    const up = (e: PointerEvent) => {
      dragX = null;
      el.releasePointerCapture?.(e.pointerId);
    };
    const leave = () => h.current.onHover(null);
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      engine.zoomAt(Math.exp(Math.max(-100, Math.min(100, e.deltaY)) * 0.002), local(e).x);
      h.current.onInteract();
    };
    const key = (e: KeyboardEvent) => {
      const v = engine.getViewport();
      const step = Math.max(1, Math.round(v.count / 10));
      const len = engine.store.length;
      if (e.key === 'ArrowLeft') engine.setViewport(panViewport(v, step, len));
      else if (e.key === 'ArrowRight') engine.setViewport(panViewport(v, -step, len));
      else if (e.key === '+' || e.key === '=') engine.zoomAt(0.8, el.clientWidth);
      else if (e.key === '-') engine.zoomAt(1.25, el.clientWidth);
      else if (e.key === 'End') engine.setViewport({ end: len + 3, count: v.count });
      else return;
      e.preventDefault();
      h.current.onInteract();
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('keydown', key);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('keydown', key);
    };
  }, [engine, ref]);
}
