import sharp from 'sharp';
import type { UploadsService } from '../../../modules/uploads/uploads.service.ts';
import type { Random } from './random.ts';
import type { PhotoSubject, Scene } from './reviews.ts';
import type { UploadedPhotos, UserRow } from './writer.ts';

// Demo photos drawn from shapes (an SVG rendered by sharp): a street with buildings and a bus, a
// train on its viaduct, a car, a bus shelter or a platform, by day, at dusk or at night, sometimes
// in the rain. No image is copied from anywhere; each is drawn for one review.

// Drawn on a 960×720 canvas, rendered at 800×600: a phone photo's shape, cheap to encode.
const WIDTH = 960;
const HEIGHT = 720;
export const PHOTO_SIZE = { width: 800, height: 600 } as const;

const SKIES = {
  day: ['#7fb8ef', '#dcefff'],
  dusk: ['#f59e6b', '#6c5ba8'],
  night: ['#0b1d3a', '#2b3f66'],
} as const;

const VEHICLE_COLOURS = {
  bus: ['#d7263d', '#1b4f9c', '#2a9d8f', '#f4a261', '#6a4c93', '#e9c46a'],
  train: ['#1f9e4a', '#c62828', '#1565c0', '#6a1b9a', '#00838f'],
  car: ['#f1f1f1', '#202020', '#9e9e9e', '#b71c1c', '#0d47a1', '#e0e0e0', '#5d4037'],
} as const;

type Light = keyof typeof SKIES;

const lightAt = (hour: number): Light => (hour >= 7 && hour < 18 ? 'day' : hour >= 18 && hour < 20 ? 'dusk' : 'night');
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

function buildings(random: Random, light: Light, horizon: number): string {
  const out: string[] = [];
  for (let x = -20; x < WIDTH; ) {
    const w = random.between(70, 170);
    const h = random.between(120, 380);
    const tone = light === 'night' ? random.int(25, 55) : random.int(130, 205);
    out.push(rect(x, horizon - h, w, h, `rgb(${tone},${tone + 4},${tone + 10})`));
    for (let wy = horizon - h + 14; wy < horizon - 24; wy += 26) {
      for (let wx = x + 10; wx < x + w - 18; wx += 22) {
        const lit = light !== 'day' && random.chance(0.45);
        out.push(rect(wx, wy, 12, 15, lit ? '#ffd86b' : light === 'day' ? '#9fc4e6' : '#1d2a40'));
      }
    }
    x += w + random.between(4, 24);
  }
  return out.join('');
}

function bus(random: Random, y: number): string {
  const colour = random.pick(VEHICLE_COLOURS.bus);
  const x = random.between(120, 300);
  const parts = [rect(x, y, 540, 190, colour, 'rx="22"'), rect(x, y + 150, 540, 14, '#ffffff', 'opacity="0.7"')];
  for (let i = 0; i < 6; i += 1) parts.push(rect(x + 24 + i * 84, y + 26, 70, 70, '#203040', 'rx="6" opacity="0.85"'));
  parts.push(rect(x + 470, y + 26, 50, 124, '#1a2633', 'rx="4"'));
  for (const cx of [x + 110, x + 430]) parts.push(`<circle cx="${cx.toFixed(1)}" cy="${y + 192}" r="34" fill="#151515"/><circle cx="${cx.toFixed(1)}" cy="${y + 192}" r="14" fill="#888"/>`);
  return parts.join('');
}

function train(random: Random, y: number): string {
  const colour = random.pick(VEHICLE_COLOURS.train);
  const parts = [rect(0, y + 150, WIDTH, 36, '#8a8f96'), rect(0, y + 186, WIDTH, 10, '#5b6068')];
  for (let px = 60; px < WIDTH; px += 260) parts.push(rect(px, y + 196, 46, 300, '#9aa0a6'));
  const x = random.between(-200, 40);
  parts.push(rect(x, y, 1100, 150, '#eceff1', 'rx="26"'), rect(x, y + 96, 1100, 20, colour));
  for (let i = 0; i < 12; i += 1) parts.push(rect(x + 40 + i * 90, y + 28, 64, 52, '#263544', 'rx="6"'));
  return parts.join('');
}

function car(random: Random, y: number): string {
  const colour = random.pick(VEHICLE_COLOURS.car);
  const x = random.between(180, 420);
  return [
    `<path d="M${x + 60},${y + 60} L${x + 130},${y} L${x + 290},${y} L${x + 360},${y + 60} Z" fill="${colour}"/>`,
    rect(x, y + 55, 420, 90, colour, 'rx="26"'),
    `<path d="M${x + 140},${y + 12} L${x + 205},${y + 12} L${x + 205},${y + 58} L${x + 95},${y + 58} Z" fill="#2a3a4a"/>`,
    `<path d="M${x + 215},${y + 12} L${x + 282},${y + 12} L${x + 330},${y + 58} L${x + 215},${y + 58} Z" fill="#2a3a4a"/>`,
    ...[x + 90, x + 330].map((cx) => `<circle cx="${cx}" cy="${y + 148}" r="30" fill="#111"/><circle cx="${cx}" cy="${y + 148}" r="12" fill="#999"/>`),
  ].join('');
}

function shelter(random: Random, y: number): string {
  const x = random.between(140, 380);
  const roof = random.pick(['#3d5a80', '#2a9d8f', '#8d99ae', '#264653']);
  const parts = [rect(x - 20, y - 200, 460, 26, roof, 'rx="6"'), rect(x, y - 174, 12, 200, '#555'), rect(x + 408, y - 174, 12, 200, '#555')];
  parts.push(rect(x + 60, y - 60, 300, 16, '#7a5c3e'), rect(x + 70, y - 44, 10, 44, '#444'), rect(x + 340, y - 44, 10, 44, '#444'));
  parts.push(rect(x + 380, y - 160, 28, 120, '#f1faee', 'rx="4"'));
  // A waiting rider now and then.
  if (random.chance(0.6)) parts.push(`<circle cx="${x + 190}" cy="${y - 110}" r="18" fill="#3b2f2f"/>`, rect(x + 172, y - 92, 36, 70, random.pick(['#e76f51', '#457b9d', '#2d6a4f']), 'rx="10"'));
  return parts.join('');
}

function platform(random: Random, y: number): string {
  const parts = [rect(0, y - 40, WIDTH, 60, '#b0b7bf'), rect(0, y + 20, WIDTH, 16, '#f2c200')];
  for (let px = 80; px < WIDTH; px += 280) parts.push(rect(px, y - 330, 30, 290, '#7d868f'));
  parts.push(rect(0, y - 360, WIDTH, 36, '#5f6b76'), rect(random.between(200, 600), y - 290, 180, 50, '#102a43', 'rx="6"'));
  return parts.join('');
}

function rain(random: Random): string {
  const drops: string[] = [];
  for (let i = 0; i < 220; i += 1) {
    const x = random.between(0, WIDTH);
    const y = random.between(0, HEIGHT);
    drops.push(`<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x - 8).toFixed(1)}" y2="${(y + 26).toFixed(1)}" stroke="#cfe3f5" stroke-width="2" opacity="0.5"/>`);
  }
  return drops.join('');
}

/** The scene as SVG markup. */
export function sceneSvg(random: Random, scene: Scene, hour: number): string {
  const light = lightAt(hour);
  const [top, bottom] = SKIES[light];
  const horizon = random.between(380, 460);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE.width}" height="${PHOTO_SIZE.height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(0, 0, WIDTH, HEIGHT, 'url(#sky)'),
    light === 'night'
      ? `<circle cx="${random.int(80, 880)}" cy="${random.int(50, 140)}" r="26" fill="#f5f3ce"/>`
      : `<circle cx="${random.int(80, 880)}" cy="${random.int(50, 160)}" r="44" fill="${light === 'day' ? '#fff3b0' : '#ffb347'}" opacity="0.9"/>`,
    buildings(random, light, horizon),
    rect(0, horizon, WIDTH, HEIGHT - horizon, light === 'night' ? '#2a2d33' : '#5a5f66'),
    rect(0, horizon, WIDTH, 24, '#9a9a92'),
  ];
  for (let x = 0; x < WIDTH; x += 120) parts.push(rect(x, horizon + 150, 70, 10, '#e8e8e0', 'opacity="0.8"'));
  const base = horizon + 40;
  if (scene === 'bus') parts.push(bus(random, base - 120));
  else if (scene === 'train') parts.push(train(random, horizon - 330));
  else if (scene === 'car') parts.push(car(random, base - 40));
  else if (scene === 'stop') parts.push(shelter(random, horizon + 20));
  else parts.push(platform(random, horizon + 10));
  if (random.chance(0.2)) parts.push(rain(random));
  parts.push('</svg>');
  return parts.join('');
}

/** A JPEG as a phone would send it; the upload pipeline turns it into the stored WebP and thumbnail. */
export function scenePhoto(random: Random, scene: Scene, hour: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(random, scene, hour)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A camera's file name for a photo taken at `at` (Kuala Lumpur time). */
export function cameraFileName(at: Date): string {
  const kl = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `IMG_${kl.slice(0, 10).replaceAll('-', '')}_${kl.slice(11, 19).replaceAll(':', '')}.jpg`;
}

export type PhotoUploaderDeps = {
  uploads: UploadsService;
  random: Random;
  /** The demo accounts by id: each photo is uploaded by its review's author. */
  uploaders: ReadonlyMap<string, UserRow>;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
};

/**
 * Draws and uploads the photos of `subjects`, `concurrency` at a time (the drawing runs on sharp's
 * threads); answers what was uploaded, for claiming. Each photo goes through the real upload pipeline
 * (WebP, 480 px thumbnail, an unattached attachments row). The first failure stops the rest.
 */
export async function uploadPhotos(
  subjects: readonly PhotoSubject[],
  { uploads, random, uploaders, concurrency = 8, onProgress }: PhotoUploaderDeps,
): Promise<UploadedPhotos[]> {
  const done: UploadedPhotos[] = [];
  let next = 0;
  let failed = false;

  async function upload(subject: PhotoSubject) {
    const uploader = uploaders.get(subject.uploaderId);
    if (!uploader) throw new Error(`demo photos: no demo user ${subject.uploaderId}`);
    const hour = (subject.incidentAt.getUTCHours() + 8) % 24;
    // The drawings take their random numbers now, in queue order, so a seeded run repeats.
    const images = Array.from({ length: subject.count }, (_, i) => ({
      bytes: scenePhoto(random, subject.scene, hour),
      filename: cameraFileName(new Date(subject.incidentAt.getTime() + i * 7_000)),
    }));
    const files = await Promise.all(images.map(async (image) => ({ filename: image.filename, bytes: await image.bytes })));
    const rows = await uploads.upload(uploader, files);
    done.push({ reviewId: subject.reviewId, uploaderId: subject.uploaderId, attachmentIds: rows.map((row) => row.id) });
    onProgress?.(done.length, subjects.length);
  }

  async function worker() {
    while (next < subjects.length && !failed) {
      try {
        await upload(subjects[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }

  onProgress?.(0, subjects.length);
  const results = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return done;
}
