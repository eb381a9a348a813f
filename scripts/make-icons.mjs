// Writes the app's PNG icons and favicon.ico from src/web/public/favicon.svg (run once after the
// logo changes: `node scripts/make-icons.mjs`; the outputs are committed). Maskable icons keep
// the mark inside the 80 % safe zone on a full-bleed background, as launchers crop them.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../src/web/public');
const svg = await readFile(path.join(dir, 'favicon.svg'));
const BRAND = '#3B82F6';

const plain = (size) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png();

async function maskable(size) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(svg, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png();
}

await plain(192).toFile(path.join(dir, 'icon-192.png'));
await plain(512).toFile(path.join(dir, 'icon-512.png'));
await (await maskable(192)).toFile(path.join(dir, 'icon-maskable-192.png'));
await (await maskable(512)).toFile(path.join(dir, 'icon-maskable-512.png'));
// iOS draws its own rounded corners and shows transparency as black: full-bleed, 180 px.
await (await maskable(180)).flatten({ background: BRAND }).toFile(path.join(dir, 'apple-touch-icon.png'));

// favicon.ico: one 32 px PNG inside an ICO container (PNG-in-ICO is read by every current browser).
const png32 = await plain(32).toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18); // image data offset
await writeFile(path.join(dir, 'favicon.ico'), Buffer.concat([header, png32]));
console.log('icons written to src/web/public');
