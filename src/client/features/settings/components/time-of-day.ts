const two = (value: number) => String(value).padStart(2, '0');

/** '09:30' from 570 minutes after midnight (a preset's time of day). */
export const timeOfDay = (minutes: number): string => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
