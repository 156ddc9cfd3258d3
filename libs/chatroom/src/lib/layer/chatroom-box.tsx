'use client';
import { MicroAppHost, type MicroAppLoader, type MicroAppPhase, type MicroAppProps } from '@exchange/micro-app';
import { CHATROOM_EXPECTED_VERSION, CHATROOM_MICRO_APP, chatroomEntryUrl } from '../micro-app-settings';

/** Spec 01 §9: the chat box is 700 px high and 400 px wide. */
export const CHAT_BOX_HEIGHT = 700;
export const CHAT_BOX_WIDTH = 400;

export interface ChatroomBoxProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  fullPageHref: string;
  props: MicroAppProps;
  loader?: MicroAppLoader;
  onPhaseChange: (phase: MicroAppPhase) => void;
}

/** The open chatroom: a 700 × 400 box holding the chatroom micro-app through the micro-app contract (decision 1111). */
export function ChatroomBox({ title, closeLabel, onClose, fullPageHref, props, loader, onPhaseChange }: ChatroomBoxProps) {
  return (
    <aside
      aria-label={title}
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        zIndex: 30,
        width: CHAT_BOX_WIDTH,
        height: CHAT_BOX_HEIGHT,
        maxHeight: 'calc(100vh - 32px)',
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--chatroom-bg, Canvas)',
        color: 'var(--chatroom-fg, CanvasText)',
        border: '1px solid rgba(127,127,127,0.4)',
        borderRadius: 8,
        boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
      }}
    >
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 12px' }}>
        <h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>
        <button type="button" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </header>
      <MicroAppHost
        name={CHATROOM_MICRO_APP}
        title={title}
        entryUrl={chatroomEntryUrl()}
        expectedVersion={CHATROOM_EXPECTED_VERSION}
        fullPageHref={fullPageHref}
        props={props}
        loader={loader}
        onPhaseChange={onPhaseChange}
        style={{ flex: 1, minHeight: 0, padding: '0 12px 12px', overflow: 'auto' }}
      />
    </aside>
  );
}
