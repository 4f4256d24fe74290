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
  /** The signed body's phone_id. */
  phoneId: string;
  /** X-IG-Family-Device-ID: the phone id again, as instagrapi sends it (`X-IG-Family-Device-ID: phone_id`). */
  familyDeviceId: string;
  /** The login's adid (Google advertising id). */
  advertisingId: string;
  /** instagrapi's uuids.client_session_id, kept with the device. */
  clientSessionId: string;
}

/** Phones common among Ukrainian Instagram users, with their real build properties. */
const MODELS = [
  {
    manufacturer: 'samsung',
    model: 'SM-A525F',
    device: 'a52q',
    cpu: 'qcom',
    dpi: '420dpi',
    resolution: '1080x2400',
    androidVersion: 33,
    androidRelease: '13',
  },
  {
    manufacturer: 'samsung',
    model: 'SM-S911B',
    device: 'dm1q',
    cpu: 'qcom',
    dpi: '480dpi',
    resolution: '1080x2340',
    androidVersion: 34,
    androidRelease: '14',
  },
  {
    manufacturer: 'samsung',
    model: 'SM-A546B',
    device: 'a54x',
    cpu: 's5e8835',
    dpi: '450dpi',
    resolution: '1080x2340',
    androidVersion: 34,
    androidRelease: '14',
  },
  {
    manufacturer: 'Xiaomi',
    model: '2201117TY',
    device: 'spes',
    cpu: 'qcom',
    dpi: '440dpi',
    resolution: '1080x2400',
    androidVersion: 33,
    androidRelease: '13',
  },
  {
    manufacturer: 'Xiaomi',
    model: '23049PCD8G',
    device: 'sea',
    cpu: 'mt6789',
    dpi: '440dpi',
    resolution: '1080x2400',
    androidVersion: 34,
    androidRelease: '14',
  },
  {
    manufacturer: 'Google',
    model: 'Pixel 7',
    device: 'panther',
    cpu: 'gs201',
    dpi: '420dpi',
    resolution: '1080x2400',
    androidVersion: 34,
    androidRelease: '14',
  },
  {
    manufacturer: 'OnePlus',
    model: 'CPH2449',
    device: 'OP5958L1',
    cpu: 'qcom',
    dpi: '450dpi',
    resolution: '1080x2412',
    androidVersion: 34,
    androidRelease: '14',
  },
  {
    manufacturer: 'motorola',
    model: 'moto g54 5G',
    device: 'cancunf',
    cpu: 'mt6855',
    dpi: '400dpi',
    resolution: '1080x2400',
    androidVersion: 34,
    androidRelease: '14',
  },
] as const;

export function newInstagramDevice(): InstagramDevice {
  const model = MODELS[randomInt(MODELS.length)]!;
  const phoneId = randomUUID();
  return {
    ...model,
    androidId: `android-${randomBytes(8).toString('hex')}`,
    uuid: randomUUID(),
    phoneId,
    familyDeviceId: phoneId,
    advertisingId: randomUUID(),
    clientSessionId: randomUUID(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored device, or null when the sealed JSON is missing or not a whole device. */
function parseInstagramDevice(text: string | null): InstagramDevice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<InstagramDevice>;
    const strings = ['manufacturer', 'model', 'device', 'cpu', 'dpi', 'resolution', 'androidRelease'] as const;
    if (strings.some((key) => typeof value[key] !== 'string' || !value[key])) return null;
    if (typeof value.androidVersion !== 'number' || !/^android-[0-9a-f]{16}$/.test(value.androidId ?? '')) return null;
    if (![value.uuid, value.phoneId, value.advertisingId].every((id) => UUID.test(id ?? ''))) return null;
    return { ...(value as InstagramDevice), familyDeviceId: value.phoneId!, clientSessionId: value.clientSessionId ?? value.uuid! };
  } catch {
    return null;
  }
}

/**
 * The profile's device from its sealed store. A profile switched on before devices existed gets one
 * now, saved at once, so every later call of that profile uses the same phone.
 */
export async function profileDevice(store: {
  load(): Promise<string | null>;
  save(value: string | null): Promise<void>;
}): Promise<InstagramDevice> {
  const stored = parseInstagramDevice(await store.load());
  if (stored) return stored;
  const made = newInstagramDevice();
  await store.save(JSON.stringify(made));
  return made;
}
