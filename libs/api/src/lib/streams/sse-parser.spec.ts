import { createSseParser } from './sse-parser';

describe('createSseParser (text/event-stream)', () => {
  it('dispatches an event on an empty line, with its name and data', () => {
    const parser = createSseParser();
    expect(parser.push('event: bar\ndata: {"a":1}\n\n')).toEqual([{ event: 'bar', data: '{"a":1}', id: undefined, retry: undefined }]);
  });

  it('names an event without `event:` "message" and joins data lines with \\n', () => {
    expect(createSseParser().push('data: one\ndata: two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo', id: undefined, retry: undefined },
    ]);
  });

  it.each([
    ['LF', 'data: x\n\n'],
    ['CRLF', 'data: x\r\n\r\n'],
    ['CR', 'data: x\r\rdata: y'],
  ])('accepts %s line endings', (_name, text) => {
    expect(
      createSseParser()
        .push(text)
        .map((m) => m.data),
    ).toEqual(['x']);
  });

  it('keeps partial lines and events across chunks, including a CRLF split in two', () => {
    const parser = createSseParser();
    expect(parser.push('event: ba')).toEqual([]);
    expect(parser.push('r\r')).toEqual([]);
    expect(parser.push('\ndata: {"t"')).toEqual([]);
    expect(parser.push(':1}\r\n\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'bar', data: '{"t":1}', id: undefined, retry: undefined }]);
  });

  it('ignores comments (heartbeats), unknown fields and blank events; drops one leading space only', () => {
    const parser = createSseParser();
    expect(parser.push(': heartbeat\n\nfoo: bar\n\nevent: x\n\ndata:  two spaces\ndata:none\n\n')).toEqual([
      { event: 'message', data: ' two spaces\nnone', id: undefined, retry: undefined },
    ]);
  });

  it('a field without a colon has an empty value; a blank event name after dispatch resets to "message"', () => {
    const parser = createSseParser();
    expect(parser.push('event: bar\ndata\n\ndata: y\n\n')).toEqual([
      { event: 'bar', data: '', id: undefined, retry: undefined },
      { event: 'message', data: 'y', id: undefined, retry: undefined },
    ]);
  });

  it('keeps the last id across events and reads a valid retry for its block only', () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\nretry: 1500\ndata: a\n\nretry: soon\ndata: b\n\n')).toEqual([
      { event: 'message', data: 'a', id: '7', retry: 1500 },
      { event: 'message', data: 'b', id: '7', retry: undefined },
    ]);
  });

  it('ignores a byte-order mark at the start of the stream only', () => {
    const parser = createSseParser();
    expect(parser.push('\uFEFFdata: a\n\n').map((m) => m.data)).toEqual(['a']);
    expect(parser.push('data: \uFEFFb\n\n').map((m) => m.data)).toEqual(['\uFEFFb']);
  });
});
