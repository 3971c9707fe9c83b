import L from 'leaflet';
import { Anchor, Stack, Text } from '@mantine/core';
import type { StopRow } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { MapContainer, Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { MapContainerLabel, MapTiles, MapZoomControl } from '../../reviews/components/map-kit/map-base';
import { withFilters, type InsightsFilters } from '../insights-filters';
import { stopLabel } from '../insights-format';
import { useInsightsFormat } from '../use-insights';
import classes from './insights.module.css';

/*
 * The stops with the most negative reviews on a map (DESIGN.md Insights: graduated markers): each
 * stop a red disc whose area grows with its negative reviews, the count on it, its popup linking to
 * the stop's scorecard. The app's map kit (tiles, zoom buttons, a named container); loaded as its own
 * chunk with Leaflet, only when the map shows. The table beside it holds the same stops.
 */

/** 24 px at least (WCAG 2.2 target size), 48 px for the stop with the most. */
const MIN_SIZE = 24;
const MAX_SIZE = 48;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The area (not the width) grows with the count, so a stop with twice the complaints looks twice as big. */
export function markerSize(negative: number, most: number): number {
  return Math.round(MIN_SIZE + (MAX_SIZE - MIN_SIZE) * Math.sqrt(most > 0 ? negative / most : 0));
}

function stopIcon(negative: number, most: number, count: string, label: string): L.DivIcon {
  const size = markerSize(negative, most);
  return L.divIcon({
    className: classes.stopMarker,
    html: `<span class="${classes.stopDisc}"><span class="${classes.stopCount}" aria-hidden="true">${escapeHtml(count)}</span></span><span class="${classes.visuallyHidden}">${escapeHtml(label)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

type StopsMapProps = { stops: readonly StopRow[]; filters: InsightsFilters; label: string };

export default function StopsMap({ stops, filters, label }: StopsMapProps) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const most = Math.max(0, ...stops.map((stop) => stop.negative));
  const bounds = L.latLngBounds(stops.map((stop) => [stop.latitude, stop.longitude] as L.LatLngTuple));
  return (
    <MapContainer className={classes.map} bounds={bounds} boundsOptions={{ padding: [32, 32], maxZoom: 16 }} zoomControl={false} scrollWheelZoom={false}>
      <MapTiles />
      <MapZoomControl />
      <MapContainerLabel label={label} />
      {stops.map((stop) => {
        const name = stopLabel(stop);
        const text = t('insights.stops.marker', { name, negative: format.number(stop.negative), reviews: format.number(stop.reviews) });
        return (
          <Marker
            key={stop.id}
            position={[stop.latitude, stop.longitude]}
            icon={stopIcon(stop.negative, most, format.number(stop.negative), text)}
            title={text}
            keyboard
            riseOnHover
          >
            <Popup>
              <Stack gap={4}>
                <Text size="sm" fw={700}>
                  {name}
                </Text>
                <Text size="sm">{t('insights.stops.popup', { negative: format.number(stop.negative), reviews: format.number(stop.reviews) })}</Text>
                <Anchor component={Link} to={withFilters(`/insights/stops/${stop.id}`, filters)} size="sm">
                  {t('insights.stops.open')}
                </Anchor>
              </Stack>
            </Popup>
          </Marker>
        );
      })}
    </MapContainer>
  );
}
