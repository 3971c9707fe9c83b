import { AppError } from '../../lib/app-error.ts';
import { memoryPacer, type Pacer } from './geocoder.pacer.ts';

/**
 * A client for a Nominatim-compatible geocoder. Nominatim's usage policy asks for at most one request
 * a second and an identifying User-Agent: each call waits for its slot from the pacer (shared by every
 * process when it is Redis's). At most `queueMax` calls wait or run at once; one more is refused with
 * 503 `geocoder_busy` at once rather than kept waiting for tens of seconds.
 */
export type Place = { label: string; latitude: number; longitude: number };

export class GeocoderError extends Error {}

export type NominatimOptions = { intervalMs?: number; queueMax?: number; pacer?: Pacer };

const TIMEOUT_MS = 5000;

export function createNominatimClient(baseUrl: string, userAgent: string, { intervalMs = 1000, queueMax = 10, pacer = memoryPacer(intervalMs) }: NominatimOptions = {}) {
  let queued = 0;
  // A full queue empties in about this long.
  const retryAfterSeconds = Math.max(1, Math.ceil((queueMax * intervalMs) / 1000));

  async function paced<T>(task: () => Promise<T>): Promise<T> {
    if (queued >= queueMax) {
      throw new AppError(503, 'geocoder_busy', 'The address service is busy. Please try again in a few seconds.', undefined, retryAfterSeconds);
    }
    queued += 1;
    try {
      const wait = await pacer.reserve();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return await task();
    } finally {
      queued -= 1;
    }
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
    /** Calls waiting for their slot or running: at most `queueMax`. */
    queueLength: () => queued,

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
