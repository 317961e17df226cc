import { describe, expect, it } from 'vitest';
import { ServerCode } from '@fanverse/contract';
import { AppError } from '../../src/errors/app-error';
import { toReply } from '../../src/errors/error-handler';
import { PipelinedCopy } from '../../src/db/pipelined-copy';

const coded = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a request that meets a lost database', () => {
  it.each([
    coded('57P01', 'terminating connection due to administrator command'),
    coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
  ])('answers the coded 503, not INTERNAL: %s', (err) => {
    const { status, body } = toReply(err);
    expect(status).toBe(503);
    expect(body.errors).toEqual([{ code: ServerCode.DATABASE_UNAVAILABLE, message: expect.any(String) }]);
    expect(body.message).not.toContain('127.0.0.1'); // nothing of the connection leaks
  });

  it('leaves a failed statement an internal error, and an AppError its own', () => {
    expect(toReply(coded('23505', 'duplicate key value')).status).toBe(500);
    expect(toReply(AppError.notFound('NOT_FOUND', 'gone')).status).toBe(404);
  });
});

describe('PipelinedCopy', () => {
  it('counts a COPY whose CommandComplete arrived as stored, even if the connection then dies', async () => {
    const copy = new PipelinedCopy('copy t from stdin', []);
    copy.handleCommandComplete({ text: 'COPY 25' });
    copy.handleError(new Error('Connection terminated unexpectedly'));
    await expect(copy.done).resolves.toBe(25);
  });

  it('fails a COPY whose connection dies before it completes', async () => {
    const copy = new PipelinedCopy('copy t from stdin', []);
    copy.handleError(coded('57P01', 'terminating connection due to administrator command'));
    await expect(copy.done).rejects.toThrow('administrator command');
  });
});
