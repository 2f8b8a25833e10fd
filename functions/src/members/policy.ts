// Who may do what to member accounts.
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import type { Actor } from '../platform/auth/verify.ts';

/** Registration approvals: staff with access level 90+ (the full role permission model arrives with the forum core). */
export const canDecideApproval = (actor: Actor | null): boolean =>
  (actor?.staff?.accessLevel ?? 0) >= ACCESS_LEVEL_ADMIN;

/** A member's onboarding answers: the community's owner and editors (a staff record at access level 90+). */
export const canSeeOnboardingAnswers = (staff: { accessLevel: number } | null): boolean =>
  (staff?.accessLevel ?? 0) >= ACCESS_LEVEL_ADMIN;
