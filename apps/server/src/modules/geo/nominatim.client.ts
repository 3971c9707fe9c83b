/**
 * A client for a Nominatim-compatible geocoder. Nominatim's usage policy asks for at most one request
 * a second and an identifying User-Agent: calls queue behind each other to keep that pace.
 */
export type Place = { label: string; latitude: number; longitude: number };

export class GeocoderError extends Error {}

const MIN_INTERVAL_MS = 1000;
const TIMEOUT_MS = 5000;

export function createNominatimClient(baseUrl: string, userAgent: string, minIntervalMs = MIN_INTERVAL_MS) {
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  function paced<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = lastRequestAt + minIntervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastRequestAt = Date.now();
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return paced(async () => {
      let res: Response;
      try {
        res = await fetch(url, { headers: { 'user-agent': userAgent, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new GeocoderError(`The address service did not answer (${(error as Error).name}).`);
      }
      const body: unknown = await res.json().catch(() => undefined);
      // Nominatim reports problems as { error: "…" } or { error: { message } }; the first detail is shown.
      const detail = (body as { error?: unknown } | undefined)?.error;
      if (!res.ok || detail) {
        const message = typeof detail === 'string' ? detail : ((detail as { message?: string } | undefined)?.message ?? `HTTP ${res.status}`);
        throw new GeocoderError(message);
      }
      return body;
    });
  }

  return {
    async reverse(latitude: number, longitude: number, language: string): Promise<string> {
      const body = (await get('reverse', {
        format: 'jsonv2',
        lat: String(latitude),
        lon: String(longitude),
        'accept-language': language,
      })) as { display_name?: string };
      if (!body.display_name) throw new GeocoderError('No address was found for this place.');
      return body.display_name;
    },

    async search(query: string, language: string): Promise<Place[]> {
      const body = (await get('search', { format: 'jsonv2', q: query, limit: '5', countrycodes: 'my', 'accept-language': language })) as {
        display_name: string;
        lat: string;
        lon: string;
      }[];
      return body.map((p) => ({ label: p.display_name, latitude: Number(p.lat), longitude: Number(p.lon) }));
    },
  };
}
export type NominatimClient = ReturnType<typeof createNominatimClient>;
