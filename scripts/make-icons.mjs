#!/usr/bin/env node
/*
 * Draws the web app's icons from apps/web/public/favicon.svg (run again after changing the logo):
 *   icons/icon-192.png, icons/icon-512.png   the logo as drawn (rounded corners, transparent outside)
 *   icons/maskable-512.png                   full-bleed brand colour, the logo inside the safe zone
 *   icons/apple-touch-icon.png (180)         the same full-bleed drawing: iOS rounds it itself
 *   favicon.ico (16, 32, 48)                 for browsers and crawlers that ask for /favicon.ico
 * The outputs are committed, so a build needs neither sharp nor this script.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
/** The logo's own background, which the maskable icon extends to the edges. */
const BRAND = '#0b6e66';
/** The logo's width within a maskable icon: its corners then stay inside the 80% safe circle. */
const MASKABLE_LOGO_SHARE = 0.7;
const SVG_VIEWBOX = 64;

/** The SVG rasterised at `size` px (at its native resolution, not a scaled-up small bitmap). */
function logo(size) {
  return sharp(svg, { density: (72 * size) / SVG_VIEWBOX }).resize(size, size);
}

function png(size) {
  return logo(size).png({ compressionLevel: 9 }).toBuffer();
}

async function fullBleed(size) {
  const inner = Math.round(size * MASKABLE_LOGO_SHARE);
  const drawn = await logo(inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO container whose images are PNGs (every browser since IE Vista reads them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = header.length + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette size: none
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const iconsDir = path.join(publicDir, 'icons');
fs.mkdirSync(iconsDir, { recursive: true });
const outputs = {
  'icons/icon-192.png': await png(192),
  'icons/icon-512.png': await png(512),
  'icons/maskable-512.png': await fullBleed(512),
  'icons/apple-touch-icon.png': await fullBleed(180),
  'favicon.ico': ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))),
};
for (const [name, data] of Object.entries(outputs)) {
  fs.writeFileSync(path.join(publicDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
