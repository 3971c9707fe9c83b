import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { tileConnectSources } from './tile-source.ts';

describe('the tile server as a connect-src source', () => {
  it('is the origin of the tile URL, with a {s} subdomain as a wildcard', () => {
    expect(tileConnectSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(tileConnectSources('https://{s}.tile.example.com/{z}/{x}/{y}{r}.png?key=abc')).toEqual(['https://*.tile.example.com']);
    expect(tileConnectSources('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8080']);
  });

  it('falls back to the scheme when the host has a placeholder a source cannot express', () => {
    expect(tileConnectSources('https://tiles-{s}.example.com/{z}/{x}/{y}.png')).toEqual(['https:']);
  });

  it('adds nothing for a tile URL on the site itself', () => {
    expect(tileConnectSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('lets an http tile server through img-src as well as connect-src', async () => {
    const t = await buildTestApp({ env: { TILE_URL: 'http://tiles.lan:8080/{z}/{x}/{y}.png' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("img-src 'self' data: blob: https: http://tiles.lan:8080;");
      expect(policy).toContain("connect-src 'self' http://tiles.lan:8080;");
    } finally {
      await t.close();
    }
  });

  it('is in the Content-Security-Policy the server sends', async () => {
    const t = await buildTestApp({ env: { TILE_URL: 'https://{s}.tiles.example.my/{z}/{x}/{y}.png' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self' https://*.tiles.example.my;");
    } finally {
      await t.close();
    }
  });
});
