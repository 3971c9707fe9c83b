/**
 * The map tile server as a Content-Security-Policy source, for `connect-src` and `img-src`. The web
 * app's service worker fetches tiles itself to keep a bounded cache of them, and a worker's fetches
 * answer to connect-src, not img-src; img-src needs it for a tile server on plain http. Leaflet's `{s}` subdomain placeholder becomes a `*.` wildcard; a host
 * with a placeholder elsewhere cannot be written as a source, so the URL's scheme stands in.
 * A same-origin (relative) tile URL needs nothing beyond 'self'.
 */
export function tileConnectSources(tileUrl: string): string[] {
  const groups = /^(?<scheme>https?):\/\/(?<host>[^/?#]+)/i.exec(tileUrl)?.groups;
  if (!groups?.scheme || !groups.host) return [];
  const scheme = groups.scheme.toLowerCase();
  const host = groups.host.replace(/^\{[^}]+\}\./, '*.');
  return /[{}]/.test(host) ? [`${scheme}:`] : [`${scheme}://${host}`];
}
