import L from 'leaflet';
import { MAP_ZOOM } from '@suara/domain';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import type { LatLng } from '../map-kit/geolocation';
import { MapContainerLabel, MapTiles, MapZoomControl } from '../map-kit/map-base';
import { pinIcon } from '../map-kit/map-icons';

/*
 * The review form's map (spec §2 "Review creation form"): the deployment's tiles at zoom 13 and one
 * draggable marker, also moved with the arrow keys when focused. Loaded as its own chunk (React.lazy)
 * so Leaflet stays out of the main bundle.
 */

export type { LatLng };

/** Pixels an arrow key moves the marker. */
const NUDGE_PX = 20;
const NUDGES: Record<string, [number, number]> = {
  ArrowUp: [0, -NUDGE_PX],
  ArrowDown: [0, NUDGE_PX],
  ArrowLeft: [-NUDGE_PX, 0],
  ArrowRight: [NUDGE_PX, 0],
};

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
      icon={pinIcon}
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
  return (
    <MapContainer
      center={[position.lat, position.lng]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: '100%', width: '100%' }}
    >
      <MapTiles />
      <MapZoomControl />
      <MapContainerLabel label={label} />
      <FollowPosition position={position} />
      <DraggableMarker position={position} markerLabel={markerLabel} onMove={onMove} />
    </MapContainer>
  );
}
