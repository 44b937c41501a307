import { describe, expect, it } from 'vitest';
import { parseImageKey } from '../../demo/illustrator';
import { derivedKey, isUploadImageKey, photoidOfUploadKey, uploadImageKey } from './upload-key';

describe('upload image keys', () => {
  it('name the photo id and a random part no demo key has', () => {
    const key = uploadImageKey(1043);
    expect(key).toMatch(/^u1043-[0-9a-f]{16}$/);
    expect(uploadImageKey(1043)).not.toBe(key);
    expect(isUploadImageKey(key)).toBe(true);
    expect(photoidOfUploadKey(key)).toBe(1043);
    expect(parseImageKey(key)).toBeNull();
    for (const bad of [
      'u0-0123456789abcdef',
      'u12-0123',
      'kitchen-faded-h-3-warm-1042',
      'u12-0123456789ABCDEF',
      '../u1-0123456789abcdef',
    ]) {
      expect(photoidOfUploadKey(bad)).toBeNull();
    }
    expect(derivedKey(key, 'thumb', 'webp')).toBe(`derived/${key}/thumb.webp`);
  });
});
