import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/connection-errors';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown', coded('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', coded('57P02')],
    ['starting up', coded('57P03', 'the database system is starting up')],
    ['too many connections', coded('53300')],
    ['connection exception class 08', coded('08006')],
    ['connection does not exist', coded('08003')],
    ['reset socket', coded('ECONNRESET', 'read ECONNRESET')],
    ['refused socket', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['broken pipe', coded('EPIPE')],
    ['timed out socket', coded('ETIMEDOUT')],
    ['closed socket', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped cause', new Error('query failed', { cause: coded('ECONNRESET') })],
  ])('%s: yes', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['bad binary copy data', coded('22P04')],
    ['syntax error', coded('42601')],
    ['a code that only starts like class 08', coded('0800')],
    ['a plain error', new Error('Something else')],
    ['not an error', 'ECONNRESET'],
    ['nothing', undefined],
  ])('%s: no', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
