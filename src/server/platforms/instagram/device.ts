import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * One profile's phone as Instagram sees it: made once when Instagram is switched on, kept sealed on
 * the profile and reused for every login and call, never shared between profiles (instagrapi's
 * `device_settings` + `uuids`).
 */
export interface InstagramDevice {
  manufacturer: string;
  model: string;
  device: string;
  cpu: string;
  dpi: string;
  resolution: string;
  androidVersion: number;
  androidRelease: string;
  /** `android-` + 16 hex: X-IG-Android-ID and the signed body's device_id. */
  androidId: string;
  /** X-IG-Device-ID, the signed body's guid/_uuid. */
  uuid: string;
  phoneId: string;
  /** X-IG-Family-Device-ID. */
  familyDeviceId: string;
  advertisingId: string;
  /** X-Pigeon-Session-Id prefix kept for the device's lifetime. */
  clientSessionId: string;
}

/** Phones common among Ukrainian Instagram users, with their real build properties. */
const MODELS = [
  { manufacturer: 'samsung', model: 'SM-A525F', device: 'a52q', cpu: 'qcom', dpi: '420dpi', resolution: '1080x2400', androidVersion: 33, androidRelease: '13' },
  { manufacturer: 'samsung', model: 'SM-S911B', device: 'dm1q', cpu: 'qcom', dpi: '480dpi', resolution: '1080x2340', androidVersion: 34, androidRelease: '14' },
  { manufacturer: 'samsung', model: 'SM-A546B', device: 'a54x', cpu: 's5e8835', dpi: '450dpi', resolution: '1080x2340', androidVersion: 34, androidRelease: '14' },
  { manufacturer: 'Xiaomi', model: '2201117TY', device: 'spes', cpu: 'qcom', dpi: '440dpi', resolution: '1080x2400', androidVersion: 33, androidRelease: '13' },
  { manufacturer: 'Xiaomi', model: '23049PCD8G', device: 'sea', cpu: 'mt6789', dpi: '440dpi', resolution: '1080x2400', androidVersion: 34, androidRelease: '14' },
  { manufacturer: 'Google', model: 'Pixel 7', device: 'panther', cpu: 'gs201', dpi: '420dpi', resolution: '1080x2400', androidVersion: 34, androidRelease: '14' },
  { manufacturer: 'OnePlus', model: 'CPH2449', device: 'OP5958L1', cpu: 'qcom', dpi: '450dpi', resolution: '1080x2412', androidVersion: 34, androidRelease: '14' },
  { manufacturer: 'motorola', model: 'moto g54 5G', device: 'cancunf', cpu: 'mt6855', dpi: '400dpi', resolution: '1080x2400', androidVersion: 34, androidRelease: '14' },
] as const;

export function newInstagramDevice(): InstagramDevice {
  const model = MODELS[randomInt(MODELS.length)]!;
  return {
    ...model,
    androidId: `android-${randomBytes(8).toString('hex')}`,
    uuid: randomUUID(),
    phoneId: randomUUID(),
    familyDeviceId: randomUUID(),
    advertisingId: randomUUID(),
    clientSessionId: randomUUID(),
  };
}
