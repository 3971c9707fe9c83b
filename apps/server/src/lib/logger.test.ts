import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor, type LogFormat } from './logger.ts';

function capture(format: LogFormat) {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const log = createLogger('info', { format, destination });
  log.info({ port: 3000 }, 'Suara Transit is running');
  return () => text;
}

describe('the log format', () => {
  it('is pretty on a terminal and JSON anywhere else', () => {
    expect(logFormatFor(true)).toBe('pretty');
    expect(logFormatFor(false)).toBe('json');
  });

  it('writes one JSON object a line for machines', () => {
    const line = JSON.parse(capture('json')().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'Suara Transit is running', port: 3000 });
  });

  it('writes a readable line for people', async () => {
    const text = capture('pretty');
    await expect.poll(text).toMatch(/INFO.*Suara Transit is running/);
    expect(text()).toContain('port: 3000');
    expect(() => JSON.parse(text())).toThrow();
  });
});
