// The e-mails to a community's owner about its custom domain (to the owner-app account, as billing's are): connected,
// the certificate request failed (or the domain is attached to another site), the certificate about to lapse. The
// worker marks each in the item before sending, so each goes at most once.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { certificateFailure } from '@hearth/shared/messages';
import { isDistributionFailure } from '@hearth/shared/rules/custom-domain';
import { getCommunity } from '../communities/service.ts';
import { getMember } from '../members/service.ts';
import { appOrigin } from '../platform/auth/cookies.ts';
import { sendMail } from '../platform/email/port.ts';
import { logger } from '../platform/log.ts';
import type { CustomDomainItem } from './model.ts';
import type { DomainMail } from './progress.ts';
import { escapeHtml as escape } from '../platform/html/escape.ts';

/** Platform Settings in the owner app, where the Custom Domain section is. */
const settingsUrl = () => `${appOrigin()}/platform`;

/** The subject and the body's first line of each e-mail. */
export function domainMailText(kind: DomainMail, item: CustomDomainItem, communityName: string) {
  const domain = item.customDomain ?? '';
  switch (kind) {
    case 'connected':
      return {
        subject: `${domain} is connected`,
        line: `${communityName} is now served on https://${domain}. Members can sign in there.`,
      };
    case 'failed':
      return {
        subject: isDistributionFailure(item.failureReason)
          ? `${domain}: the domain is attached to another site`
          : `${domain}: the certificate request failed`,
        line: certificateFailure(item.failureReason ?? item.certificateStatus ?? 'FAILED'),
      };
    case 'lapsing': {
      const date = (item.notAfter ?? '').slice(0, 10);
      return {
        subject: `${domain}: the certificate expires on ${date}`,
        line: `The certificate of ${domain} expires on ${date} and has not been renewed. Check that the validation and CNAME records are still in place.`,
      };
    }
  }
}

export async function sendDomainMail(kind: DomainMail, item: CustomDomainItem): Promise<void> {
  const community = await getCommunity(item.communityId);
  const owner = community?.ownerMemberId ? await getMember(OWNER_APP_COMMUNITY_ID, community.ownerMemberId) : null;
  if (!community || !owner?.email) {
    logger.warn('custom-domain e-mail for an owner we cannot reach', { communityId: item.communityId, kind });
    return;
  }
  const { subject, line } = domainMailText(kind, item, community.communityName);
  const url = settingsUrl();
  await sendMail({
    to: owner.email,
    subject,
    text: `${line}\n\nCustom Domain in Platform Settings: ${url}\n`,
    html: `<p>${escape(line)}</p><p><a href="${escape(url)}">Custom Domain in Platform Settings</a></p>`,
  });
}
