// Community design choices (owner-dashboard §2 Builder, §9): eight fixed accent colours and the themes.
// The spec fixes the count, not the values; these are Mantine palette shades that pass WCAG AA for white
// button text.
export const ACCENT_COLORS = [
  { name: 'Ember', value: '#e8590c' },
  { name: 'Crimson', value: '#c92a2a' },
  { name: 'Magenta', value: '#a61e4d' },
  { name: 'Grape', value: '#862e9c' },
  { name: 'Indigo', value: '#4263eb' },
  { name: 'Ocean', value: '#1971c2' },
  { name: 'Teal', value: '#087f5b' },
  { name: 'Forest', value: '#2b8a3e' },
] as const;

export const DEFAULT_ACCENT_COLOR = ACCENT_COLORS[4].value;
export const ACCENT_COLOR_VALUES = ACCENT_COLORS.map((c) => c.value) as [string, ...string[]];

/** Only light is selectable; the others are shown disabled (owner-dashboard §4). */
export const THEMES = [
  { id: 'light', label: 'Light', enabled: true },
  { id: 'dark', label: 'Dark', enabled: false },
  { id: 'lights-out', label: 'Lights out', enabled: false },
] as const;

/** Recommended image sizes (owner-dashboard §9), shown beside the upload fields. */
export const RECOMMENDED_SIZES = { icon: '50x50', banner: '1920x200' } as const;
/** Branding images: png or jpeg, at most 5 MB. */
export const BRANDING_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const BRANDING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Builder progress per step (owner-dashboard §9). */
export const BUILDER_PROGRESS = { description: 19, branding: 48, design: 77 } as const;
