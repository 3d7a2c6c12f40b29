import zlib from "node:zlib";
import sharp from "sharp";

// Images made in memory for the upload tests: ones a fixture file cannot be (any size, a chosen layout, broken).

/** A PNG of `width` x `height` whose pixel data is a few bytes: decoding it would need width x height x 3 bytes. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Left half red, right half blue: where the red lands shows which way the picture was turned. */
export const twoColours = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: channels === 4 ? { r: 0, g: 0, b: 255, alpha: 0.5 } : "#0000ff" },
  }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: "#ff0000" } }, left: 0, top: 0 },
  ]);
