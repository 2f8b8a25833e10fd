// Recovery: a forgotten password's reset link, and the reset that ends every session of the account.
import { SAME_ANSWER_MS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import * as members from '../members/service.ts';
import { poolUsername } from '../platform/auth/verify.ts';
import { AppError } from '../platform/http/errors.ts';
import { answerAfter } from '../platform/http/same-answer.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import {
  type Deps,
  type RequestContext,
  assertHuman,
  assertPasswordRules,
  defaultDeps,
  mailLink,
  memberByEmail,
} from './account-steps.ts';
import { consumeLink } from './links.ts';
import { endAllSessions } from './sessions.ts';

/** The same answer, in the same time, whether or not the e-mail has an account. */
export function forgotPassword(ctx: RequestContext, email: string, captcha?: string) {
  return answerAfter(SAME_ANSWER_MS.forgotPassword, 'forgot-password', async () => {
    const { tenant } = ctx;
    await assertHuman(captcha, ctx.ip);
    await countAttempt(tenant.communityId, 'forgotPassword', { account: email, ip: ctx.ip });
    const member = await memberByEmail(tenant.communityId, email);
    if (member && member.state !== 'denied') {
      await mailLink(ctx, 'reset-password', member.email, { memberId: member.memberId });
    }
    return { message: messages.resetLinkSent };
  });
}

export async function resetPassword(ctx: RequestContext, token: string, password: string, deps: Deps = defaultDeps) {
  const { tenant } = ctx;
  assertPasswordRules(tenant, password, 'password');
  const data = await consumeLink(tenant.communityId, 'reset-password', token);
  const member = await members.getMember(tenant.communityId, data.memberId);
  if (!member) throw new AppError(400, 'LINK_INVALID', messages.linkInvalid);
  const username = poolUsername(tenant.communityId, member.email);
  await deps.idp.setPassword(username, password);
  // Whoever knew the old password may hold a session: all of them end.
  await endAllSessions({ communityId: tenant.communityId, memberId: member.memberId, username }, deps.idp);
  return { message: messages.passwordSaved };
}
