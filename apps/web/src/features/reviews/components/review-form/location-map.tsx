import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM } from '@suara/domain';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '../../../../lib/public-config';

/*
 * The review form's map (spec §2 "Review creation form"): OpenStreetMap tiles at zoom 13 and one
 * draggable marker, also moved with the arrow keys when focused. Loaded as its own chunk (React.lazy)
 * so Leaflet stays out of the main bundle.
 */

export type LatLng = { lat: number; lng: number };

// Explicit icon URLs: the bundler renames Leaflet's PNGs, which breaks L.Icon.Default's path guessing.
const markerIcon = new L.Icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/** Pixels an arrow key moves the marker. */
const NUDGE_PX = 20;
const NUDGES: Record<string, [number, number]> = {
  ArrowUp: [0, -NUDGE_PX],
  ArrowDown: [0, NUDGE_PX],
  ArrowLeft: [-NUDGE_PX, 0],
  ArrowRight: [NUDGE_PX, 0],
};

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

type Props = {
  position: LatLng;
  label: string;
  markerLabel: string;
  onMove: (position: LatLng) => void;
};

/** Follows the position when it changes from outside (a stop chosen, the form reset, 'Use my location'). */
function FollowPosition({ position }: { position: LatLng }) {
  const map = useMap();
  useEffect(() => {
    const target = L.latLng(position.lat, position.lng);
    if (!map.getBounds().pad(-0.1).contains(target)) map.setView(target, map.getZoom());
  }, [map, position.lat, position.lng]);
  return null;
}

/** Names the map's container (a focusable region) for screen readers. */
function ContainerLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

function DraggableMarker({ position, markerLabel, onMove }: Omit<Props, 'label'>) {
  const map = useMap();
  const markerRef = useRef<L.Marker>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  // Arrow keys on the focused marker move it a little (Leaflet's own keyboard support is focus only).
  useEffect(() => {
    const marker = markerRef.current;
    const element = marker?.getElement();
    if (!marker || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const nudge = NUDGES[event.key];
      if (!nudge) return;
      event.preventDefault();
      event.stopPropagation();
      const point = map.latLngToContainerPoint(marker.getLatLng()).add(L.point(nudge[0], nudge[1]));
      const next = map.containerPointToLatLng(point);
      marker.setLatLng(next);
      map.panInside(next, { padding: [40, 40] });
      onMoveRef.current({ lat: next.lat, lng: next.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map]);

  return (
    <Marker
      ref={markerRef}
      position={[position.lat, position.lng]}
      icon={markerIcon}
      draggable
      keyboard
      autoPan
      title={markerLabel}
      alt={markerLabel}
      eventHandlers={{
        dragend: (event) => {
          const next = (event.target as L.Marker).getLatLng();
          onMoveRef.current({ lat: next.lat, lng: next.lng });
        },
      }}
    />
  );
}

export default function LocationMap({ position, label, markerLabel, onMove }: Props) {
  // The tile server is the deployment's (TILE_URL); the marker works while it loads or if it fails.
  const tiles = useQuery(publicConfigQueryOptions());
  return (
    <MapContainer
      center={[position.lat, position.lng]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      {tiles.data && <TileLayer url={tiles.data.tileUrl} attribution={ATTRIBUTION} />}
      <ContainerLabel label={label} />
      <FollowPosition position={position} />
      <DraggableMarker position={position} markerLabel={markerLabel} onMove={onMove} />
    </MapContainer>
  );
}
