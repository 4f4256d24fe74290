import { randomInt } from 'node:crypto';
import { zoneOffsetMinutes } from '@shared/lib/time-zone';
import type { InstagramDevice } from './device';
import type { InstagramLoginState } from './login-state';

/**
 * The Android app this product presents itself as: a current version with its own version code and
 * Bloks id, as instagrapi keeps them together (config.APP_SETTINGS; a mismatched trio is a red flag).
 */
export const INSTAGRAM_APP = {
  version: '428.0.0.47.67',
  versionCode: '961145276',
  bloksVersionId: '7189b949425f9bf80ea8bd880cf5a3080b292d9b1c4b38a18d112f7c4b71e7a8',
  /** The Instagram Android app id (X-IG-App-ID). */
  appId: '567067343352427',
  capabilities: '3brTv10=',
} as const;

/** What a profile's app runs with besides its device: its locale and its timezone. */
export interface AppEnvironment {
  /** e.g. uk_UA */
  locale: string;
  /** IANA zone, e.g. Europe/Kyiv */
  timezone: string;
}

/** instagrapi USER_AGENT_BASE: `Instagram {app} Android ({api}/{release}; {dpi}; {resolution}; {manufacturer}; {model}; {device}; {cpu}; {locale}; {version_code})`. */
function userAgent(device: InstagramDevice, locale: string): string {
  return `Instagram ${INSTAGRAM_APP.version} Android (${device.androidVersion}/${device.androidRelease}; ${device.dpi}; ${device.resolution}; ${device.manufacturer}; ${device.model}; ${device.device}; ${device.cpu}; ${locale}; ${INSTAGRAM_APP.versionCode})`;
}

/** Seconds east of UTC that `zone` is at `at` (daylight saving included), as X-IG-Timezone-Offset wants it. */
export function timezoneOffsetSeconds(zone: string, at: Date = new Date()): number {
  return zoneOffsetMinutes(zone, at.getTime()) * 60;
}

/** The app's local date-time for date_time_original (instagrapi: `%Y%m%dT%H%M%S.000Z` of local time). */
export function localDateTime(zone: string, at: Date = new Date()): string {
  const local = new Date(at.getTime() + timezoneOffsetSeconds(zone, at) * 1000);
  return `${local.toISOString().slice(0, 19).replace(/[-:]/g, '')}.000Z`;
}

/**
 * instagrapi's base_headers for one call: the device, locale and timezone of the profile, and what
 * Instagram set earlier (X-MID, X-IG-WWW-Claim, IG-U-RUR, the bearer) sent back. `pigeonSessionId`
 * lives as long as one conversation (`UFS-<uuid>-<n>`).
 */
export function baseHeaders(
  device: InstagramDevice,
  environment: AppEnvironment,
  state: InstagramLoginState,
  pigeonSessionId: string,
): Record<string, string> {
  const locale = environment.locale;
  const language = locale.replace('_', '-');
  const headers: Record<string, string> = {
    'x-ig-app-locale': locale,
    'x-ig-device-locale': locale,
    'x-ig-mapped-locale': locale,
    'x-pigeon-session-id': pigeonSessionId,
    'x-pigeon-rawclienttime': (Date.now() / 1000).toFixed(3),
    'x-ig-bandwidth-speed-kbps': (randomInt(2_500_000, 3_000_000) / 1000).toFixed(3),
    'x-ig-bandwidth-totalbytes-b': String(randomInt(5_000_000, 90_000_000)),
    'x-ig-bandwidth-totaltime-ms': String(randomInt(2000, 9000)),
    'x-ig-app-startup-country': (locale.split('_')[1] ?? 'UA').toUpperCase(),
    'x-bloks-version-id': INSTAGRAM_APP.bloksVersionId,
    'x-ig-www-claim': state.wwwClaim ?? '0',
    'x-bloks-is-layout-rtl': 'false',
    'x-bloks-is-panorama-enabled': 'true',
    'x-ig-device-id': device.uuid,
    'x-ig-family-device-id': device.phoneId,
    'x-ig-android-id': device.androidId,
    'x-ig-timezone-offset': String(timezoneOffsetSeconds(environment.timezone)),
    'x-ig-connection-type': 'WIFI',
    'x-ig-capabilities': INSTAGRAM_APP.capabilities,
    'x-ig-app-id': INSTAGRAM_APP.appId,
    priority: 'u=3',
    'user-agent': userAgent(device, locale),
    'accept-language': language === 'en-US' ? 'en-US' : `${language}, en-US`,
    'x-fb-http-engine': 'Liger',
    'x-fb-client-ip': 'True',
    'x-fb-server-cluster': 'True',
    'ig-intended-user-id': state.userId ?? '0',
  };
  if (state.mid) headers['x-mid'] = state.mid;
  if (state.userId) headers['ig-u-ds-user-id'] = state.userId;
  if (state.rur) headers['ig-u-rur'] = state.rur;
  if (state.authorization) headers.authorization = state.authorization;
  return headers;
}
