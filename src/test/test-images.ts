import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real photographs for derivation tests: the sample portraits packaged with face-api (a test
 * dependency), converted and damaged with sharp, plus files crafted byte by byte where sharp
 * will not write them (a decompression bomb, a 16-bit CMYK TIFF).
 */
export function samplePhoto(n: 1 | 2 | 3 | 4 | 5 | 6): string {
  return `node_modules/@vladmandic/face-api/demo/sample${n}.jpg`;
}

export interface PhotoMetadata {
  dateTaken?: string;
  gps?: { latitude: number; longitude: number };
  title?: string;
  description?: string;
  keywords?: string[];
  serial?: string;
}

const dms = (value: number) => {
  const v = Math.abs(value);
  const degrees = Math.floor(v);
  const minutes = Math.floor((v - degrees) * 60);
  const seconds = Math.round(((v - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A JPEG of sample `n` at `width` px, with EXIF (date, GPS, serial) and XMP (title, description, keywords). */
export async function jpegWith(
  n: 1 | 2 | 3 | 4 | 5 | 6,
  meta: PhotoMetadata = {},
  width = 1600,
  quality = 88,
): Promise<Buffer> {
  let image = sharp(samplePhoto(n)).resize(width);
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: 'Testcam', Model: 'T-1' },
  };
  if (meta.dateTaken) exif.IFD2 = { DateTimeOriginal: meta.dateTaken };
  if (meta.serial) exif.IFD2 = { ...exif.IFD2, BodySerialNumber: meta.serial };
  if (meta.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: meta.gps.latitude >= 0 ? 'N' : 'S',
      GPSLatitude: dms(meta.gps.latitude),
      GPSLongitudeRef: meta.gps.longitude >= 0 ? 'E' : 'W',
      GPSLongitude: dms(meta.gps.longitude),
    };
  }
  image = image.withExif(exif);
  if (meta.title || meta.description || meta.keywords) {
    const alt = (value: string) =>
      `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt>`;
    const xmp = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">${meta.title ? `<dc:title>${alt(meta.title)}</dc:title>` : ''}${meta.description ? `<dc:description>${alt(meta.description)}</dc:description>` : ''}${meta.keywords ? `<dc:subject><rdf:Bag>${meta.keywords.map((k) => `<rdf:li>${escapeXml(k)}</rdf:li>`).join('')}</rdf:Bag></dc:subject>` : ''}</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
    image = image.withXmp(xmp);
  }
  return image.jpeg({ quality }).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width` × `height` pixels (a decompression bomb). */
export function bombPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // A deflate stream of zeros: it would inflate to 30 GB of pixels.
  const idat = Buffer.from('78da edc1010d000000c2a0f74f6d0e37a00000000000000000000000be0d', 'hex');
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An uncompressed 16-bit CMYK TIFF of sample `n` (sharp writes CMYK TIFFs only at 8 bits): the
 * 8-bit separation sharp makes, widened to 16 bits a sample, in a baseline TIFF written by hand.
 */
export async function cmyk16Tiff(n: 1 | 2 | 3 | 4 | 5 | 6, width = 600): Promise<Buffer> {
  const { data, info } = await sharp(samplePhoto(n))
    .resize(width)
    .toColourspace('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = Buffer.alloc(data.length * 2);
  for (let i = 0; i < data.length; i++) pixels.writeUInt16LE((data[i] ?? 0) * 257, i * 2);
  const entries: [number, number, number, number][] = []; // tag, type, count, value/offset
  const SHORT = 3;
  const LONG = 4;
  const headerSize = 8;
  const ifdCount = 11;
  const ifdSize = 2 + ifdCount * 12 + 4;
  const bitsOffset = headerSize + ifdSize;
  const dataOffset = bitsOffset + 8;
  entries.push([256, LONG, 1, info.width]);
  entries.push([257, LONG, 1, info.height]);
  entries.push([258, SHORT, 4, bitsOffset]);
  entries.push([259, SHORT, 1, 1]); // no compression
  entries.push([262, SHORT, 1, 5]); // separated (CMYK)
  entries.push([273, LONG, 1, dataOffset]);
  entries.push([277, SHORT, 1, 4]);
  entries.push([278, LONG, 1, info.height]);
  entries.push([279, LONG, 1, pixels.length]);
  entries.push([284, SHORT, 1, 1]); // chunky
  entries.push([332, SHORT, 1, 1]); // ink set: CMYK
  const head = Buffer.alloc(dataOffset);
  head.write('II', 0, 'ascii');
  head.writeUInt16LE(42, 2);
  head.writeUInt32LE(headerSize, 4);
  head.writeUInt16LE(ifdCount, headerSize);
  entries.forEach(([tag, type, count, value], i) => {
    const at = headerSize + 2 + i * 12;
    head.writeUInt16LE(tag, at);
    head.writeUInt16LE(type, at + 2);
    head.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) head.writeUInt16LE(value, at + 8);
    else head.writeUInt32LE(value, at + 8);
  });
  head.writeUInt32LE(0, headerSize + 2 + ifdCount * 12);
  for (let i = 0; i < 4; i++) head.writeUInt16LE(16, bitsOffset + i * 2);
  return Buffer.concat([head, pixels]);
}
