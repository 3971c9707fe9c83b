// The e2e run's stand-in for the map tile server (TILE_URL). OpenStreetMap cannot be reached here,
// and a name lookup that hangs rather than fails would hold every map page's requests open
// (a11y-sweep's wait for the network to settle timed out in CI that way), so a loopback server
// answers every /{z}/{x}/{y}.png with a 1-pixel PNG, as a tile server answers with a tile.
import http from 'node:http';
import { PNG_1PX } from './png-1px';

const port = Number(process.env.E2E_TILE_PORT);
const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;

http
  .createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/health') return void res.writeHead(200).end('ok');
    if (!TILE_PATH.test(pathname)) return void res.writeHead(404).end();
    // The headers OpenStreetMap's tiles come with: any origin may read them, and they keep a day.
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'max-age=86400' }).end(PNG_1PX);
  })
  .listen(port, '127.0.0.1');
