// Open311 clients expect its API at /open311/v2 (GeoReport v2), outside /api.
const API_PREFIXES = ['/api/', '/metrics', '/open311/'];

/** Whether a path belongs to the API (JSON, XML, docs, metrics) rather than to the web app's pages and files. */
export const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
