import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { publicConfigQueryOptions } from '../../../../lib/public-config';

/*
 * What every map of the app has: the deployment's tiles with their attribution, a named container
 * and zoom buttons in the reader's language. Used inside a react-leaflet MapContainer created with
 * zoomControl={false}.
 */

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The tile server is the deployment's (TILE_URL from GET /api/config); markers work while it loads or if it fails. */
export function MapTiles() {
  const tiles = useQuery(publicConfigQueryOptions());
  return tiles.data ? <TileLayer url={tiles.data.tileUrl} attribution={ATTRIBUTION} /> : null;
}

/** Names the map's container (a focusable region) for screen readers. */
export function MapContainerLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Leaflet's zoom buttons, named in the reader's language (the control is rebuilt when it changes). */
export function MapZoomControl() {
  const { t, i18n } = useTranslation();
  return <ZoomControl key={i18n.resolvedLanguage} zoomInTitle={t('browseMap.zoomIn')} zoomOutTitle={t('browseMap.zoomOut')} />;
}
