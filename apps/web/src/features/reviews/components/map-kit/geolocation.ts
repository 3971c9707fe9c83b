/*
 * The browser's position for the maps. Nothing here asks a third-party geo-IP service: without
 * the browser's consent the maps start at MAP_DEFAULT_CENTER.
 */

export type LatLng = { lat: number; lng: number };

/** The browser's position; rejects when it is refused, unavailable or too slow. May ask the reader. */
export function currentPosition(options: PositionOptions = {}): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (result) => resolve({ lat: result.coords.latitude, lng: result.coords.longitude }),
      (error) => reject(error),
      { timeout: 10_000, maximumAge: 60_000, ...options },
    );
  });
}

/** The position only when the reader has already allowed it (no prompt on page load), else null. */
export async function grantedPosition(): Promise<LatLng | null> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
    return await currentPosition({ timeout: 5_000, maximumAge: 5 * 60_000 });
  } catch {
    return null; // no Permissions API, or the position failed: the default centre
  }
}
