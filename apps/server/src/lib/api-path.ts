// Open311 clients expect its API at /open311/v2 (GeoReport v2), outside /api; the Atom feeds at
// /feeds/ are API too (compressed, and a wrong address is the JSON 404, never the web app's page).
const API_PREFIXES = ['/api/', '/metrics', '/open311/', '/feeds/'];

/** Whether a path belongs to the API (JSON, XML, docs, metrics) rather than to the web app's pages and files. */
export const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
