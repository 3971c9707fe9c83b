import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { FEELING_MAX, FEELING_MIN, feelingByScore } from '@suara/domain';
import { formatNumber } from '../../../../lib/translate';
// The faces FeelingLabel draws (Tabler's outline icons), as markup for Leaflet's divIcons: the raw
// SVG files cost a few hundred bytes, where rendering the React icons to a string needs react-dom/server.
import moodAngry from '@tabler/icons/outline/mood-angry.svg?raw';
import moodAnnoyed from '@tabler/icons/outline/mood-annoyed.svg?raw';
import moodCrazyHappy from '@tabler/icons/outline/mood-crazy-happy.svg?raw';
import moodEmpty from '@tabler/icons/outline/mood-empty.svg?raw';
import moodHappy from '@tabler/icons/outline/mood-happy.svg?raw';
import moodSad from '@tabler/icons/outline/mood-sad.svg?raw';
import moodSmile from '@tabler/icons/outline/mood-smile.svg?raw';
import classes from './map-kit.module.css';

/*
 * The markers of the app's maps. Icons are made once and shared by every marker that looks the
 * same (a Leaflet icon is only a recipe for the element), so hundreds of markers stay cheap.
 */

// Explicit icon URLs: the bundler renames Leaflet's PNGs, which breaks L.Icon.Default's path guessing.
export const pinIcon = new L.Icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/** A score rounded into -3..3. */
export function feelingScore(score: number): number {
  return Math.min(FEELING_MAX, Math.max(FEELING_MIN, Math.round(score)));
}

/** The feeling's colour (deep red for -3, grey for 0, deep green for 3) as a CSS value. */
export function feelingColor(score: number): string {
  const [name, shade] = (feelingByScore(feelingScore(score))?.color ?? 'gray.6').split('.');
  return `var(--mantine-color-${name}-${shade})`;
}

const FACES: Record<string, string> = {
  'mood-angry': moodAngry,
  'mood-annoyed': moodAnnoyed,
  'mood-sad': moodSad,
  'mood-empty': moodEmpty,
  'mood-smile': moodSmile,
  'mood-happy': moodHappy,
  'mood-crazy-happy': moodCrazyHappy,
};

/** The feeling's face (the same as FeelingLabel's) as SVG markup, `size` px, hidden from screen readers. */
function faceSvg(score: number, size: number): string {
  const svg = FACES[feelingByScore(feelingScore(score))?.icon ?? ''] ?? moodEmpty;
  return svg.replace('width="24"', `width="${size}"`).replace('height="24"', `height="${size}"`).replace('<svg', '<svg aria-hidden="true" focusable="false"');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A disc in the feeling's colour around a white face with `text` (hidden from screen readers: the marker is named). */
function discHtml(score: number, text: string): string {
  return `<span class="${classes.disc}" style="background:${feelingColor(score)}"><span class="${classes.face}" aria-hidden="true">${text}</span></span>`;
}

const hiddenLabel = (label: string) => (label ? `<span class="${classes.visuallyHidden}">${escapeHtml(label)}</span>` : '');

const REVIEW_SIZE = 28;
const reviewIcons = new Map<number, L.DivIcon>();

/**
 * One review: its feeling's face in white on a disc of the feeling's colour, as FeelingFace draws it
 * elsewhere (the face is the second cue after colour); its name, with the feeling's, comes from the
 * marker's title.
 */
export function reviewIcon(score: number): L.DivIcon {
  const key = feelingScore(score);
  let icon = reviewIcons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: `${classes.marker} ${classes.review}`,
      html: `<span class="${classes.disc}" style="background:${feelingColor(key)}">${faceSvg(key, 18)}</span>`,
      iconSize: [REVIEW_SIZE, REVIEW_SIZE],
      iconAnchor: [REVIEW_SIZE / 2, REVIEW_SIZE / 2],
      popupAnchor: [0, -REVIEW_SIZE / 2],
    });
    reviewIcons.set(key, icon);
  }
  return icon;
}

/** Bigger for bigger groups, so density reads at a glance. */
/** A group marker's width in px: it grows with the count. */
export function groupSize(count: number): number {
  return count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 46 : 52;
}

/**
 * A group of reviews: the count on a disc in the colour of their mean feeling. `label` is the
 * accessible name, for markers without a title of their own (the cluster plugin's).
 */
export function groupIcon(count: number, meanScore: number, label: string, locale: string): L.DivIcon {
  const size = groupSize(count);
  return L.divIcon({
    className: `${classes.marker} ${classes.group}`,
    html: discHtml(meanScore, formatNumber(locale, count)) + hiddenLabel(label),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** 24 px: the smallest target WCAG 2.2 allows for a control that other controls may sit next to. */
const STOP_SIZE = 24;
const BUS_SVG =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round">' +
  '<rect x="3" y="1.5" width="10" height="11" rx="2"/><path d="M3 7.5h10M5 12.5v2M11 12.5v2"/>' +
  '<circle cx="5.8" cy="10" r=".6" fill="currentColor"/><circle cx="10.2" cy="10" r=".6" fill="currentColor"/></svg>';

/** A bus stop: a small square with a bus, unlike the round review markers. */
export const busStopIcon = L.divIcon({
  className: classes.stop,
  html: BUS_SVG,
  iconSize: [STOP_SIZE, STOP_SIZE],
  iconAnchor: [STOP_SIZE / 2, STOP_SIZE / 2],
  popupAnchor: [0, -STOP_SIZE / 2],
});

const STOP_GROUP_SIZE = 30;

/** Nearby bus stops: the same square, larger, with the bus and the count; `label` is its accessible name. */
export function stopGroupIcon(count: number, label: string, locale: string): L.DivIcon {
  const text = formatNumber(locale, count);
  const width = STOP_GROUP_SIZE + 8 * text.length;
  return L.divIcon({
    className: `${classes.stop} ${classes.stopGroup}`,
    html: `${BUS_SVG}<span aria-hidden="true">${text}</span>${hiddenLabel(label)}`,
    iconSize: [width, STOP_GROUP_SIZE],
    iconAnchor: [width / 2, STOP_GROUP_SIZE / 2],
  });
}
