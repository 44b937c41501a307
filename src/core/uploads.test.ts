import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  sniffImageType,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadProblem,
  uploadTypeOf,
} from './uploads';

describe('upload rules', () => {
  it('takes JPEG, PNG, TIFF and WebP by type or, without one, by extension', () => {
    expect(uploadTypeOf('a.jpg', 'image/jpeg')).toBe('image/jpeg');
    expect(uploadTypeOf('scan.TIF', '')).toBe('image/tiff');
    expect(uploadTypeOf('scan.tiff', 'application/octet-stream')).toBe('image/tiff');
    expect(uploadTypeOf('a.webp', 'image/webp')).toBe('image/webp');
    expect(uploadTypeOf('a.gif', 'image/gif')).toBeNull();
    expect(uploadTypeOf('setup.exe', '')).toBeNull();
    expect(UPLOAD_ACCEPT).toContain('image/tiff');
    expect(UPLOAD_ACCEPT).toContain('.jpeg');
  });

  it('refuses other types, files over 200 MB and empty files, each with its message', () => {
    const ok = { name: 'kitchen.jpg', type: 'image/jpeg', size: 1000 };
    expect(uploadProblem(ok)).toBeNull();
    expect(uploadProblem({ ...ok, size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(uploadProblem({ ...ok, size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(uploadProblem({ ...ok, size: 2 * 1024 ** 3 })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(uploadProblem({ ...ok, size: 0 })).toBe(UPLOAD_MESSAGES.empty);
    expect(uploadProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      UPLOAD_MESSAGES.notAnImageName,
    );
    expect(uploadProblem({ name: 'virus.exe', type: 'image/jpeg', size: 10 })).toBe(
      UPLOAD_MESSAGES.notAnImageName,
    );
    expect(uploadProblem({ name: 'no-extension', type: 'image/jpeg', size: 10 })).toBe(
      UPLOAD_MESSAGES.notAnImageName,
    );
  });

  it('knows the four formats by their first bytes, and nothing else', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    const ascii = (text: string) => new TextEncoder().encode(text);
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('image/tiff');
    expect(sniffImageType(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('image/tiff');
    expect(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(ascii('MZ\u0090\u0000'))).toBeNull();
    expect(sniffImageType(ascii('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('says sizes as a person reads them', () => {
    expect(formatFileSize(640)).toBe('640 bytes');
    expect(formatFileSize(144_516)).toBe('145 kB');
    expect(formatFileSize(62_400_000)).toBe('62.4 MB');
  });
});
