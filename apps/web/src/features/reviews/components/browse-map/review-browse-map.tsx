import type L from 'leaflet';
import { Button, Checkbox, Group, Loader, Paper, Text } from '@mantine/core';
import { useDebouncedValue, useReducedMotion } from '@mantine/hooks';
import { MAP_DEFAULT_CENTER, MAP_ZOOM, MAP_ZOOM_MAX } from '@suara/domain';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { CircleMarker, MapContainer, Marker } from 'react-leaflet';
import { toastError } from '../../../../lib/toast';
import { reviewMapQueryOptions, transitStopsQueryOptions, type GeoPlace, type MapView } from '../../api/review-map-api';
import type { BrowseFilters } from '../../browse/browse-filters';
import { currentPosition, grantedPosition, type LatLng } from '../map-kit/geolocation';
import { MapContainerLabel, MapTiles, MapZoomControl } from '../map-kit/map-base';
import { pinIcon } from '../map-kit/map-icons';
import { AddressSearch } from './address-search';
import { reviewsBox } from './fit-view';
import classes from './browse-map.module.css';
import { BusStopMarkers, ReviewMarkers } from './map-layers';
import { SelectionPopup, selectionKey, type Selection } from './map-popups';
import { mapViewOf, moveMap } from './map-view';

/*
 * The browse page's map view (spec §2 "Review browse / map page", DESIGN.md "Map"): the reviews in
 * view as markers coloured by feeling (grouped when dense), the bus stops, an address search and
 * locate-me. It starts where the browser says the reader is, if they have already allowed it,
 * else fitted to the reviews (fit-view.ts); only the visible box is fetched, again after each move.
 */

/** Waits for the map to settle before asking for its reviews (a drag fires many moves). */
const VIEW_DEBOUNCE_MS = 300;
/** Below this the world repeats side by side in a 50vh map: nothing more to see. */
const MIN_ZOOM = 3;

/** The reader's position: a transit-7 dot ringed in white (SVG attributes take no CSS variables). */
const HERE_STYLE: L.PathOptions = { color: '#fff', weight: 3, fillColor: '#0b6e66', fillOpacity: 1 };

const DEFAULT_CENTER: L.LatLngTuple = [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng];

/** Padding around the reviews in the first view: a marker at the edge is drawn whole. */
const FIT_PADDING: L.PointExpression = [32, 32];

/**
 * Starts at the browser's position when already allowed, else fitted to the reviews the filters
 * match (MAP_DEFAULT_CENTER when there are none or they cannot be found); then reports every view
 * the map settles on. `fitting` is true until the first view is chosen.
 */
function useMapView(
  map: L.Map | null,
  filters: BrowseFilters,
  onStartPosition: (position: LatLng) => void,
): { view: MapView | null; fitting: boolean } {
  const queryClient = useQueryClient();
  const [view, setView] = useState<MapView | null>(null);
  const [fitting, setFitting] = useState(true);
  // Only the first view is fitted: filters changed later keep the view the reader is looking at.
  const firstFilters = useRef(filters);
  useEffect(() => {
    if (!map) return;
    let live = true;
    // A reader who moves the map while the position or the reviews' box comes keeps where they went.
    let moved = false;
    const onMove = () => {
      moved = true;
    };
    map.once('movestart', onMove);
    const track = () => setView(mapViewOf(map));
    const fitToReviews = async () => {
      try {
        const box = await reviewsBox((probe) => queryClient.fetchQuery(reviewMapQueryOptions(probe, firstFilters.current)));
        if (!live || moved || !box) return;
        map.fitBounds(
          [
            [box.south, box.west],
            [box.north, box.east],
          ],
          { padding: FIT_PADDING, maxZoom: MAP_ZOOM, animate: false },
        );
      } catch {
        // The default view; the map's own request then says what failed.
      }
    };
    void (async () => {
      const position = await grantedPosition();
      if (!live) return;
      if (position) {
        if (!moved) map.setView([position.lat, position.lng], map.getZoom(), { animate: false });
        onStartPosition(position);
      } else if (!moved) {
        await fitToReviews();
        if (!live) return;
      }
      map.off('movestart', onMove);
      setFitting(false);
      track();
      map.on('moveend', track);
    })();
    return () => {
      live = false;
      map.off('movestart', onMove);
      map.off('moveend', track);
    };
  }, [map, onStartPosition, queryClient]);
  return { view, fitting };
}

function MapStatus({ loading, failures, onRetry }: { loading: boolean; failures: string[]; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failures.length) {
    return (
      <Paper className={classes.status} withBorder shadow="sm" p="xs" role="alert">
        {failures.map((failure) => (
          <Text key={failure} size="sm">
            {failure}
          </Text>
        ))}
        <Button size="compact-sm" variant="default" mt={6} onClick={onRetry}>
          {t('browseMap.retry')}
        </Button>
      </Paper>
    );
  }
  // Seen, not announced: a screen reader would hear it after every pan.
  return (
    <div className={classes.status}>
      {loading ? (
        <Paper withBorder shadow="sm" px="xs" py={4}>
          <Group gap={6} wrap="nowrap">
            <Loader size={14} aria-hidden="true" />
            <Text size="xs">{t('browseMap.loading')}</Text>
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}

export default function ReviewBrowseMap({ filters }: { filters: BrowseFilters }) {
  const { t } = useTranslation();
  // Read at once (not after mount): Leaflet's animation options are fixed when the map is made.
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [map, setMap] = useState<L.Map | null>(null);
  const [here, setHere] = useState<LatLng | null>(null);
  const [place, setPlace] = useState<GeoPlace | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [showReviews, setShowReviews] = useState(true);
  const [showStops, setShowStops] = useState(true);
  const [locating, setLocating] = useState(false);

  const { view, fitting } = useMapView(map, filters, setHere);
  const [settledView] = useDebouncedValue(view, VIEW_DEBOUNCE_MS);
  const reviews = useQuery(reviewMapQueryOptions(showReviews ? settledView : null, filters));
  const stops = useQuery({ ...transitStopsQueryOptions(), enabled: showStops });

  async function locate() {
    if (!map || locating) return;
    setLocating(true);
    try {
      // A fresh reading: the reader asks where they are now, not where they were a minute ago.
      const position = await currentPosition({ enableHighAccuracy: true, maximumAge: 0 });
      setHere(position);
      moveMap(map, [position.lat, position.lng], Math.max(map.getZoom(), MAP_ZOOM), reduceMotion);
    } catch {
      // Refused, unavailable or too slow: the default centre, and the reader is told why.
      moveMap(map, DEFAULT_CENTER, MAP_ZOOM, reduceMotion);
      toastError(t('browseMap.locateFailed'));
    } finally {
      setLocating(false);
    }
  }

  function showPlace(found: GeoPlace) {
    setPlace(found);
    if (map) moveMap(map, [found.latitude, found.longitude], Math.max(map.getZoom(), MAP_ZOOM), reduceMotion);
  }

  const failures = [
    ...(showReviews && reviews.isError ? [t('browseMap.reviewsFailed')] : []),
    ...(showStops && stops.isError ? [t('browseMap.stopsFailed')] : []),
  ];
  const retry = () => {
    if (reviews.isError) void reviews.refetch();
    if (stops.isError) void stops.refetch();
  };

  return (
    <div data-testid="browse-map-view">
      <div className={classes.toolbar}>
        <AddressSearch onPick={showPlace} />
        <div className={classes.tools}>
          <Button
            variant="default"
            leftSection={locating ? <Loader size={16} aria-hidden="true" /> : <IconCurrentLocation size={16} aria-hidden="true" />}
            aria-busy={locating}
            onClick={() => void locate()}
          >
            {t('browseMap.locateMe')}
          </Button>
          <Group gap="md" role="group" aria-label={t('browseMap.layers')}>
            <Checkbox label={t('browseMap.showReviews')} checked={showReviews} onChange={(event) => setShowReviews(event.currentTarget.checked)} />
            <Checkbox label={t('browseMap.showStops')} checked={showStops} onChange={(event) => setShowStops(event.currentTarget.checked)} />
          </Group>
        </div>
      </div>
      <div className={classes.frame} data-testid="browse-map">
        <MapContainer
          ref={setMap}
          className={classes.map}
          center={DEFAULT_CENTER}
          zoom={MAP_ZOOM}
          minZoom={MIN_ZOOM}
          maxZoom={MAP_ZOOM_MAX}
          zoomControl={false}
          scrollWheelZoom={false}
          worldCopyJump
          zoomAnimation={!reduceMotion}
          fadeAnimation={!reduceMotion}
          markerZoomAnimation={!reduceMotion}
        >
          {/* Tiles load once, where the map starts: the default view's would be fetched, on a weak
              connection for seconds, and then replaced as the map fits to the reviews. */}
          <MapTiles hold={fitting} />
          <MapZoomControl />
          <MapContainerLabel label={t('browseMap.mapLabel')} />
          {/* Stops too wait for the first view: drawn at the default one, they would be grouped
              again when it fits, and their markers' work would come before the tiles' requests. */}
          {showStops && stops.data && !fitting ? (
            <BusStopMarkers
              stops={stops.data}
              reduceMotion={reduceMotion}
              onSelect={(stop, opener) => setSelection({ kind: 'stop', stop, opener })}
            />
          ) : null}
          {showReviews ? (
            <ReviewMarkers
              data={reviews.data}
              reduceMotion={reduceMotion}
              onSelect={(point, opener) => setSelection({ kind: 'review', point, opener })}
            />
          ) : null}
          {here ? <CircleMarker center={[here.lat, here.lng]} radius={8} interactive={false} pathOptions={HERE_STYLE} /> : null}
          {place ? (
            <Marker position={[place.latitude, place.longitude]} icon={pinIcon} title={place.label} alt={place.label} keyboard={false} interactive={false} />
          ) : null}
          {selection ? (
            <SelectionPopup
              key={selectionKey(selection)}
              selection={selection}
              onClosed={(closed) => setSelection((current) => (current === closed ? null : current))}
            />
          ) : null}
        </MapContainer>
        <MapStatus loading={showReviews && (fitting || reviews.isFetching)} failures={failures} onRetry={retry} />
      </div>
    </div>
  );
}
