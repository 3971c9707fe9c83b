const API_PREFIXES = ['/api/', '/metrics'];

/** Whether a path belongs to the API (JSON, docs, metrics) rather than to the web app's pages and files. */
export const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
