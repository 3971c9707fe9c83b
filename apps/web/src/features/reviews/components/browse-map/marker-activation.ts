import type L from 'leaflet';
import type {} from 'leaflet.markercluster';

/** What opened a popup: its marker's element (focus returns there) and whether a key did it. */
export type Opener = { element: HTMLElement | null; viaKeyboard: boolean };

export const isEnterKey = (event: L.LeafletEvent) => (event as L.LeafletKeyboardEvent).originalEvent.key === 'Enter';

/**
 * Calls `activate` on a click, or on Enter while the marker has focus (Leaflet makes keyboard
 * markers focusable buttons but only opens bound popups on Enter).
 */
export function onActivate(marker: L.Marker, activate: (opener: Opener) => void) {
  marker.on('click', () => activate({ element: marker.getElement() ?? null, viaKeyboard: false }));
  marker.on('keypress', (event) => {
    if (isEnterKey(event)) activate({ element: marker.getElement() ?? null, viaKeyboard: true });
  });
}

/**
 * After a zoom started from the keyboard on a group marker, focus goes to the map (whose arrow
 * keys pan) instead of being lost with the group's element. `group` is the cluster plugin's layer:
 * at the last zoom level it spreads the group out instead, and no zoom comes.
 */
export function focusMapAfterZoom(map: L.Map, group?: L.MarkerClusterGroup) {
  const focus = () => map.getContainer().focus({ preventScroll: true });
  map.once('zoomend', focus);
  group?.once('spiderfied', () => map.off('zoomend', focus));
}

/** Makes the cluster plugin's groups focus the map after Enter zooms in on them. */
export function focusMapAfterKeyedClusterZoom(map: L.Map, group: L.MarkerClusterGroup) {
  group.on('clusterkeypress', (event) => {
    if (isEnterKey(event)) focusMapAfterZoom(map, group);
  });
}
