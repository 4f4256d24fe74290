import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '@server/app';

const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, stream);
  return { logger, text: () => lines.join('') };
};

describe('log redaction', () => {
  it("keeps a database error's query parameters (hashes, sealed secrets, logins) out of the log", () => {
    const { logger, text } = capture();
    const failure = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      query: 'UPDATE users SET password_hash = $1 WHERE login = $2',
      params: ['$argon2id$v=19$m=19456,t=2,p=1$secret-hash', 'operator-login'],
    });
    logger.error({ err: failure }, 'unhandled error');
    logger.warn({ error: failure }, 'job failed');
    expect(text()).not.toContain('secret-hash');
    expect(text()).not.toContain('operator-login');
    expect(text()).toContain('invalid byte sequence');
  });
});
