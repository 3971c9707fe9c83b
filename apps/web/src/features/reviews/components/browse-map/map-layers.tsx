import L from 'leaflet';
import 'leaflet.markercluster';
import { feelingByScore } from '@suara/domain';
import { useEffect, useRef } from 'react';
import { useLanguage, useTranslation } from '../../../../lib/i18n';
import { useMap } from 'react-leaflet';
import { isDeletedAuthor, optionTitle } from '../../../../lib/review-format';
import type { ReviewMapData, ReviewMapPoint, TransitStop } from '../../api/review-map-api';
import { busStopIcon, feelingScore, stopGroupIcon } from '../map-kit/map-icons';
import { declutterStops } from './declutter';
import { focusMapAfterKeyedClusterZoom, onActivate, type Opener } from './marker-activation';
import { ReviewLayers, type ReviewLayerText } from './review-layers';

/** The name a review marker shows: the author's, or 'Deleted user' in the reader's language. */
export function useAuthorName() {
  const { t } = useTranslation();
  return (authorName: string) => (isDeletedAuthor({ id: '', name: authorName, avatarUrl: null }) ? t('publicProfile.deletedUser') : authorName);
}

/** The review markers (see ReviewLayers); `data` is the latest answer, kept on screen while the next loads. */
export function ReviewMarkers({
  data,
  reduceMotion,
  onSelect,
}: {
  data: ReviewMapData | undefined;
  reduceMotion: boolean;
  onSelect: (point: ReviewMapPoint, opener: Opener) => void;
}) {
  const map = useMap();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const authorName = useAuthorName();
  const layersRef = useRef<ReviewLayers | null>(null);

  // Markers are made outside React's renders: they read the latest callbacks and labels through refs.
  const onSelectRef = useRef(onSelect);
  const feelingTitle = (score: number) => {
    const feeling = feelingByScore(feelingScore(score));
    return feeling ? optionTitle(feeling, language) : '';
  };
  const text: ReviewLayerText = {
    pointTitle: (point) => t('browseMap.reviewMarker', { name: authorName(point.authorName), feeling: feelingTitle(point.score) }),
    groupLabel: (count, score) => t('browseMap.groupLabel', { count, feeling: feelingTitle(score) }),
    locale: language,
  };
  const textRef = useRef(text);
  useEffect(() => {
    onSelectRef.current = onSelect;
    textRef.current = text;
  });

  useEffect(() => {
    const layers = new ReviewLayers(map, {
      reduceMotion,
      onSelect: (point, opener) => onSelectRef.current(point, opener),
      text: () => textRef.current,
    });
    layersRef.current = layers;
    return () => {
      layers.destroy();
      layersRef.current = null;
    };
  }, [map, reduceMotion]);

  useEffect(() => {
    layersRef.current?.show(data, language);
  }, [data, language, reduceMotion]);

  return null;
}

/** From this zoom every stop shows on its own; below it, nearby stops group (a 50vh map of PJ at zoom 13 would be a solid mass). */
const STOPS_UNGROUPED_ZOOM = 16;
/**
 * Stops have their own pane under Leaflet's marker pane (600), so a review is never hidden under a
 * stop; and a stop under a review marker moves aside (declutter.ts), so it is not hidden either.
 */
const STOP_PANE = 'busStops';
const STOP_PANE_Z = '590';

/** The bus stops (each once), square markers under the reviews; made again only when the stops or the language change. */
export function BusStopMarkers({
  stops,
  reduceMotion,
  onSelect,
}: {
  stops: TransitStop[];
  reduceMotion: boolean;
  onSelect: (stop: TransitStop, opener: Opener) => void;
}) {
  const map = useMap();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    if (!map.getPane(STOP_PANE)) map.createPane(STOP_PANE).style.zIndex = STOP_PANE_Z;
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 40,
      disableClusteringAtZoom: STOPS_UNGROUPED_ZOOM,
      animate: !reduceMotion,
      clusterPane: STOP_PANE,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return stopGroupIcon(count, t('browseMap.stopGroupLabel', { count }), language);
      },
    });
    focusMapAfterKeyedClusterZoom(map, group);
    group.addLayers(
      stops.map((stop) => {
        const marker = L.marker([stop.latitude, stop.longitude], {
          icon: busStopIcon,
          title: t('browseMap.stopMarker', { name: stop.name }),
          pane: STOP_PANE,
          keyboard: true,
          riseOnHover: true,
        });
        onActivate(marker, (opener) => onSelectRef.current(stop, opener));
        return marker;
      }),
    );
    group.addTo(map);
    const stopDeclutter = declutterStops(map, STOP_PANE);
    return () => {
      stopDeclutter();
      map.removeLayer(group);
    };
  }, [map, stops, t, language, reduceMotion]);

  return null;
}
