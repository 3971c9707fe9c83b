import 'leaflet/dist/leaflet.css';
import type L from 'leaflet';
import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLanguage, useTranslation } from '../../../../lib/i18n';
import { TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { publicConfigQueryOptions } from '../../../../lib/public-config';
// With the maps' shared rules: each map its own stacking context.
import classes from './map-kit.module.css';

/*
 * What every map of the app has: the deployment's tiles with their attribution, a named container
 * and zoom buttons in the reader's language. Used inside a react-leaflet MapContainer created with
 * zoomControl={false}.
 */

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The tile server is the deployment's (TILE_URL from GET /api/config); markers work while it loads
 * or if it fails, and a failure is said over the map rather than left as a grey box. `hold` keeps
 * the tiles back while the map's first view is not chosen; their address is fetched meanwhile.
 */
export function MapTiles({ hold = false }: { hold?: boolean }) {
  const tiles = useQuery(publicConfigQueryOptions());
  const [failed, setFailed] = useState(false);
  // Counted per load (a pan or zoom starts one): 'load' comes when every tile in view has loaded or failed.
  const failures = useRef(0);
  const events = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      loading: () => {
        failures.current = 0;
      },
      tileerror: () => {
        failures.current += 1;
      },
      load: () => setFailed(failures.current > 0),
    }),
    [],
  );
  if (!tiles.data || hold) return null;
  return (
    <>
      <TileLayer url={tiles.data.tileUrl} attribution={ATTRIBUTION} eventHandlers={events} />
      {failed ? <TilesFailed /> : null}
    </>
  );
}

/** Over the map (inside its container, so under the page's dialogs), not announced: the map still works. */
function TilesFailed() {
  const { t } = useTranslation();
  const map = useMap();
  return createPortal(
    <Paper className={classes.tilesFailed} withBorder shadow="sm" px="xs" py={4}>
      <Text size="sm">{t('browseMap.tilesFailed')}</Text>
    </Paper>,
    map.getContainer(),
  );
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
  const { t } = useTranslation();
  const { language } = useLanguage();
  return <ZoomControl key={language} zoomInTitle={t('browseMap.zoomIn')} zoomOutTitle={t('browseMap.zoomOut')} />;
}
