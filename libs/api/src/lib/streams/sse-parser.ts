/** One dispatched server-sent event (WHATWG HTML §9.2 "event stream interpretation"). */
export interface SseMessage {
  /** The `event:` field, or "message" when none was given. */
  event: string;
  /** The `data:` lines joined by "\n". */
  data: string;
  /** The last `id:` seen on the stream (it persists across events), if any. */
  id: string | undefined;
  /** A `retry:` field of this event block (ms), if it was a valid integer. */
  retry: number | undefined;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it (a chunk may end mid-line or mid-event). */
  push(text: string): SseMessage[];
}

/**
 * An incremental parser of `text/event-stream`: lines end with CRLF, LF or CR (also across chunk
 * boundaries); `:` lines are comments; an empty line dispatches the event if it has data; one leading
 * space after the colon is dropped; a leading BOM is ignored; unknown fields are ignored.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let event = '';
  let data: string[] = [];
  let lastId: string | undefined;
  let retry: number | undefined;

  const line = (text: string, out: SseMessage[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n'), id: lastId, retry });
      event = '';
      data = [];
      retry = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(text) {
      buffer += text;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
      }
      const out: SseMessage[] = [];
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        // A CR at the very end may be the first half of CRLF: wait for the next chunk.
        if (ch === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i), out);
        if (ch === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
