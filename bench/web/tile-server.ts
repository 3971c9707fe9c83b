// A map tile server on loopback for the web benchmark: this machine cannot reach OpenStreetMap, and
// tiles that fail to load would count against the map pages (console errors) where a deployment
// loads them. Every tile is the same plain 256 × 256 PNG, the size and weight of a sparse real tile.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type TileServer = { tileUrl: string; close(): Promise<void> };

export async function startTileServer(): Promise<TileServer> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8e4d8' } })
    .png()
    .toBuffer();
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length, 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
    res.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
