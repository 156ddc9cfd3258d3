'use client';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Palette } from '../../engine/palette';
import { chartMessages } from '../../messages';
import { EVENT_GLYPH, type EventGroup, type ImportantEvent, type ImportantEventType } from '../../rules/important-events';
import { EVENT_MARKER_WIDTH } from '../../rules/marker-clusters';

export interface EventMarkersProps {
  /** The decluttered groups (`declutterEvents`): one marker each, with a count when it holds several events. */
  groups: readonly EventGroup[];
  /** The markers' vertical centre in the chart (px). */
  y: number;
  palette: Palette;
}

const EVENT_LABELS: Record<ImportantEventType, keyof typeof chartMessages> = {
  1: 'eventHighPrice',
  2: 'eventLowPrice',
  3: 'eventMsg',
  4: 'eventCfgS',
  5: 'eventCfgM',
  6: 'eventMew',
  7: 'eventAiReasoning',
  8: 'eventComplex',
};

/** An event as one line: its type's name and its text when it has one. */
export function eventText(intl: IntlShape, event: ImportantEvent): string {
  const label = intl.formatMessage(chartMessages[EVENT_LABELS[event.type]] as (typeof chartMessages)['eventMsg']);
  const text = typeof event.data?.text === 'string' ? event.data.text.trim() : '';
  return text ? `${label}: ${text}` : label;
}

/**
 * The chart's important-event markers (spec 02 §3, issue 14 item 1): one button per group along the bottom of the
 * price pane, showing the event's glyph or, for a group, the count. Hovering, focusing or clicking it lists the
 * group's events; a click keeps the list open until a second click, Escape or leaving focus.
 */
export function EventMarkers({ groups, y, palette }: EventMarkersProps) {
  const intl = useIntl();
  const baseId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const open = pinned ?? hovered;
  return (
    <>
      {groups.map((group, index) => {
        const first = group.events[0];
        if (!first) return null;
        const several = group.events.length > 1;
        const name = several ? intl.formatMessage(chartMessages.eventGroup, { count: group.events.length }) : eventText(intl, first);
        const listId = `${baseId}-events-${index}`;
        const expanded = open === index;
        return (
          <div
            key={`${group.x}-${index}`}
            style={{ position: 'absolute', left: group.x - EVENT_MARKER_WIDTH / 2, top: y - EVENT_MARKER_WIDTH / 2, pointerEvents: 'auto' }}
            onMouseEnter={() => setHovered(index)}
            onMouseLeave={() => setHovered((h) => (h === index ? null : h))}
          >
            <button
              type="button"
              aria-label={name}
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              data-count={group.events.length}
              onFocus={() => setHovered(index)}
              onBlur={() => {
                setHovered((h) => (h === index ? null : h));
                setPinned((p) => (p === index ? null : p));
              }}
              onClick={() => setPinned((p) => (p === index ? null : index))}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                setPinned(null);
                setHovered(null);
              }}
              style={{
                width: EVENT_MARKER_WIDTH,
                height: EVENT_MARKER_WIDTH,
                padding: 0,
                borderRadius: 4,
                border: `1px solid ${palette.lines[0] ?? palette.axis}`,
                background: palette.overlayBackground,
                color: palette.text,
                font: '11px var(--chakra-fonts-body, sans-serif)',
                fontWeight: several ? 700 : 400,
                cursor: 'pointer',
              }}
            >
              <span aria-hidden="true">{several ? group.events.length : EVENT_GLYPH[first.type]}</span>
            </button>
            {expanded && (
              <ul
                id={listId}
                aria-label={name}
                style={{
                  position: 'absolute',
                  bottom: EVENT_MARKER_WIDTH + 4,
                  insetInlineStart: 0,
                  margin: 0,
                  padding: '4px 8px',
                  listStyle: 'none',
                  minWidth: 160,
                  maxWidth: 280,
                  maxHeight: 180,
                  overflowY: 'auto',
                  background: palette.overlayBackground,
                  color: palette.text,
                  border: `1px solid ${palette.axis}`,
                  borderRadius: 4,
                  font: '12px var(--chakra-fonts-body, sans-serif)',
                  zIndex: 2,
                }}
              >
                {group.events.map((event, i) => (
                  <li key={`${event.time}-${i}`} style={{ padding: '2px 0', overflowWrap: 'anywhere' }}>
                    {eventText(intl, event)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </>
  );
}
