// The sections of the Platform Settings page, in the sidebar's order (owner-dashboard §2 Platform Settings). Each is
// its own lazy chunk. `visible` hides a section by plan.
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { SectionProps } from './types.ts';

export interface SectionEntry {
  id: string;
  label: string;
  component: LazyExoticComponent<ComponentType<SectionProps>>;
  visible?: (settings: PlatformSettings) => boolean;
}

export const platformSections: readonly SectionEntry[] = [
  { id: 'information', label: 'Platform Information', component: lazy(() => import('./information-section.tsx')) },
  { id: 'feed', label: 'Community Feed', component: lazy(() => import('./feed-section.tsx')) },
  { id: 'seo', label: 'SEO Settings', component: lazy(() => import('./seo-section.tsx')) },
  { id: 'permissions', label: 'Platform Permissions', component: lazy(() => import('./permissions-section.tsx')) },
  { id: 'settings', label: 'Platform Settings', component: lazy(() => import('./visibility-section.tsx')) },
  { id: 'design', label: 'Design', component: lazy(() => import('./design-section.tsx')) },
  {
    id: 'custom-domain',
    label: 'Custom Domain',
    component: lazy(() => import('./custom-domain-section.tsx')),
    // Hidden for essential and unknown plans (owner-dashboard §2).
    visible: (settings) => settings.customDomainAvailable,
  },
  { id: 'reactions', label: 'User Reactions', component: lazy(() => import('./reactions-section.tsx')) },
  // These three read the selected community themselves (they also serve other pages).
  {
    id: 'roles',
    label: 'User Roles',
    component: lazy(() => import('./roles-section.tsx').then((m) => ({ default: m.RolesSection }))),
  },
  {
    id: 'subforums',
    label: 'Subforums',
    component: lazy(() => import('./subforums-section.tsx').then((m) => ({ default: m.SubforumsSection }))),
  },
  {
    id: 'categories',
    label: 'Post Categories',
    component: lazy(() => import('./categories-section.tsx').then((m) => ({ default: m.CategoriesSection }))),
  },
  { id: 'terms', label: 'Terms and Rules', component: lazy(() => import('./terms-section.tsx')) },
  { id: 'privacy', label: 'Privacy Statement', component: lazy(() => import('./privacy-section.tsx')) },
];

export const DEFAULT_SECTION = 'information';
