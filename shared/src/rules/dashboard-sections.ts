// Which of the staff dashboard's sections a viewer may use (member-forum §2.10), by the same rules the API applies on
// each section. Pure: the caller loads the actor.
import { DASHBOARD_SECTIONS, type DashboardSection } from '../constants/dashboard.ts';
import { canOpenCommunityManager, isCommunityAdmin, type Actor } from './permissions.ts';

/** Only admins, the owner and editors invite people and decide registrations; moderators read roles and the filter. */
const ADMIN_ONLY: ReadonlySet<DashboardSection> = new Set(['invitations', 'member-approval']);

/**
 * The sections the actor may open, in sidebar order: none unless they may open the Community Manager at all (staff,
 * not while banned or timed out); moderators every section but the admins' ones.
 */
export function dashboardSections(actor: Actor, now: number = Date.now()): DashboardSection[] {
  if (!canOpenCommunityManager(actor, now)) return [];
  const admin = isCommunityAdmin(actor);
  return DASHBOARD_SECTIONS.filter((section) => admin || !ADMIN_ONLY.has(section));
}
