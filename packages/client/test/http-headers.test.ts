import { describe, expect, it } from 'vitest';
import { testClient } from './fake-fetch';

describe('request headers (spec §6)', () => {
  it('sends Authorization: Token <session> while a session token is set, and not after unset', async () => {
    const { client, last } = testClient();
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().headers.has('Authorization')).toBe(false);

    client.setSessionToken('s3cr3t');
    expect(client.getSessionToken()).toBe('s3cr3t');
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().headers.get('Authorization')).toBe('Token s3cr3t');

    client.setSessionToken(null);
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().headers.has('Authorization')).toBe(false);
  });

  it('sends X-Consumer-Key while a consumer key is set, and not after unset', async () => {
    const { client, last } = testClient();
    client.setConsumerKey('consumer-secret');
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().headers.get('X-Consumer-Key')).toBe('consumer-secret');

    client.setConsumerKey(null);
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().headers.has('X-Consumer-Key')).toBe(false);
  });

  it('sends X-Auth-JWT only on the request that passes a jwt', async () => {
    const { client, last } = testClient();
    await client.http.request({
      method: 'GET',
      path: '/api/5/1/video_manifest_from_jwt/',
      jwt: 'rights.jwt',
    });
    expect(last().headers.get('X-Auth-JWT')).toBe('rights.jwt');
    await client.http.request({ method: 'GET', path: '/a' });
    expect(last().headers.has('X-Auth-JWT')).toBe(false);
  });

  it('encodes a JSON body with content-type application/json', async () => {
    const { client, last } = testClient();
    await client.http.request({
      method: 'POST',
      path: '/api/users/login',
      body: { username: 'ann', password: 'pw' },
    });
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(last().body).toBe('{"username":"ann","password":"pw"}');
    expect(last().headers.get('Accept')).toBe('application/json');
  });

  it('passes FormData through untouched, letting fetch set the multipart content type', async () => {
    const { client, last } = testClient();
    const form = new FormData();
    form.set('short_code', 'AB12C');
    await client.http.request({ method: 'POST', path: '/api/5/device/link', body: form });
    expect(last().body).toBe(form);
    expect(last().headers.has('Content-Type')).toBe(false);
  });

  it('sends no body and no content type when there is no body', async () => {
    const { client, last } = testClient();
    await client.http.request({ method: 'POST', path: '/api/users/me/logout' });
    expect(last().body).toBeUndefined();
    expect(last().headers.has('Content-Type')).toBe(false);
  });
});
