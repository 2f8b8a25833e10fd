// What every Platform Settings section receives: the community and the page's data (already loaded).
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';

export interface SectionProps {
  communityId: string;
  settings: PlatformSettings;
}
