import L from 'leaflet';
// The plugin extends the Leaflet namespace that the import above puts on window (Leaflet's UMD build).
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { ReviewMapCluster, ReviewMapData, ReviewMapPoint } from '../../api/review-map-api';
import { groupIcon, groupSize, reviewIcon } from '../map-kit/map-icons';
import { focusMapAfterKeyedClusterZoom, focusMapAfterZoom, onActivate, type Opener } from './marker-activation';
import { mergeOverlapping } from './merge-overlapping';

/*
 * The review markers, kept by hand rather than as React elements: up to MAP_POINTS_MAX points
 * (through leaflet.markercluster, so dense spots group) or the server's clusters. Each answer is
 * diffed against the markers on the map, so a pan adds and removes only what changed.
 */

export type ReviewLayerText = {
  /** The title (accessible name) of a review's marker. */
  pointTitle: (point: ReviewMapPoint) => string;
  /** The accessible name of a group of `count` reviews whose mean feeling is `score`. */
  groupLabel: (count: number, score: number) => string;
  /** For the numbers on the markers: 'en' or 'ms'. */
  locale: string;
};

type Options = {
  reduceMotion: boolean;
  onSelect: (point: ReviewMapPoint, opener: Opener) => void;
  /** The labels in the current language (read when a marker is made). */
  text: () => ReviewLayerText;
};

/** Zoom levels a server cluster's click adds: its cell becomes a quarter of the view's width or less. */
const CLUSTER_ZOOM_STEP = 2;

/** Adds what is new, removes what is gone, keeps the rest; returns the markers now shown, by key. */
function sync<T>(
  shown: Map<string, L.Marker>,
  items: readonly T[],
  keyOf: (item: T) => string,
  create: (item: T) => L.Marker,
  apply: (added: L.Marker[], removed: L.Marker[]) => void,
): Map<string, L.Marker> {
  const next = new Map<string, L.Marker>();
  const added: L.Marker[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (next.has(key)) continue;
    let marker = shown.get(key);
    if (marker) shown.delete(key);
    else {
      marker = create(item);
      added.push(marker);
    }
    next.set(key, marker);
  }
  apply(added, [...shown.values()]);
  return next;
}

export class ReviewLayers {
  private readonly map: L.Map;
  private readonly options: Options;
  private readonly scores = new WeakMap<L.Marker, number>();
  private readonly points: L.MarkerClusterGroup;
  private readonly clusters = L.layerGroup();
  private shownPoints = new Map<string, L.Marker>();
  private shownClusters = new Map<string, L.Marker>();

  constructor(map: L.Map, options: Options) {
    this.map = map;
    this.options = options;
    this.points = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      animate: !options.reduceMotion,
      iconCreateFunction: (cluster) => this.pluginGroupIcon(cluster),
    });
    // The plugin zooms in on Enter too.
    focusMapAfterKeyedClusterZoom(map, this.points);
    this.points.addTo(map);
    this.clusters.addTo(map);
  }

  /** Shows an answer; `language` is part of each marker's identity, so a language change renames them all. */
  show(data: ReviewMapData | undefined, language: string) {
    const points = data?.kind === 'points' ? data.items : [];
    // Each answer is for the zoom it was asked at: neighbouring cells' groups that would cover each other become one.
    const clusters =
      data?.kind === 'clusters' ? mergeOverlapping(data.items, (c) => this.map.latLngToLayerPoint([c.latitude, c.longitude]), groupSize) : [];
    this.shownPoints = sync(
      this.shownPoints,
      points,
      (point) => `${point.id}|${point.score}|${point.authorName}|${language}`,
      (point) => this.pointMarker(point),
      (added, removed) => {
        if (removed.length) this.points.removeLayers(removed);
        if (added.length) this.points.addLayers(added);
      },
    );
    this.shownClusters = sync(
      this.shownClusters,
      clusters,
      (cluster) => `${cluster.latitude},${cluster.longitude}|${cluster.count}|${cluster.score}|${language}`,
      (cluster) => this.clusterMarker(cluster),
      (added, removed) => {
        for (const marker of removed) this.clusters.removeLayer(marker);
        for (const marker of added) this.clusters.addLayer(marker);
      },
    );
  }

  destroy() {
    this.points.clearLayers();
    this.map.removeLayer(this.points);
    this.map.removeLayer(this.clusters);
  }

  private pointMarker(point: ReviewMapPoint): L.Marker {
    const title = this.options.text().pointTitle(point);
    const marker = L.marker([point.latitude, point.longitude], { icon: reviewIcon(point.score), title, keyboard: true, riseOnHover: true });
    this.scores.set(marker, point.score);
    onActivate(marker, (opener) => this.options.onSelect(point, opener));
    return marker;
  }

  private clusterMarker(cluster: ReviewMapCluster): L.Marker {
    const text = this.options.text();
    const title = text.groupLabel(cluster.count, cluster.score);
    const marker = L.marker([cluster.latitude, cluster.longitude], {
      icon: groupIcon(cluster.count, cluster.score, '', text.locale),
      title,
      keyboard: true,
      riseOnHover: true,
    });
    onActivate(marker, ({ viaKeyboard }) => {
      const zoom = Math.min(this.map.getZoom() + CLUSTER_ZOOM_STEP, this.map.getMaxZoom());
      if (viaKeyboard && zoom > this.map.getZoom()) focusMapAfterZoom(this.map);
      this.map.setView(marker.getLatLng(), zoom, { animate: !this.options.reduceMotion });
    });
    return marker;
  }

  /** The plugin's group of nearby points: the count, in the colour of their mean feeling. */
  private pluginGroupIcon(cluster: L.MarkerCluster): L.DivIcon {
    const children = cluster.getAllChildMarkers();
    const total = children.reduce((sum, marker) => sum + (this.scores.get(marker) ?? 0), 0);
    const mean = children.length ? total / children.length : 0;
    const text = this.options.text();
    return groupIcon(children.length, mean, text.groupLabel(children.length, mean), text.locale);
  }
}
