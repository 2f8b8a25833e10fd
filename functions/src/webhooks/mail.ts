// The e-mail to a community's owner (their owner-app account) when the platform disabled a webhook endpoint that had
// failed for 24 hours. Sent once: only the delivery that disables the endpoint sends it.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { getCommunity } from '../communities/service.ts';
import { getMember } from '../members/service.ts';
import { appOrigin } from '../platform/auth/cookies.ts';
import { sendMail } from '../platform/email/port.ts';
import { escapeHtml as escape } from '../platform/html/escape.ts';
import { logger } from '../platform/log.ts';
import type { EndpointItem } from './model.ts';

/** The subject and first line of the e-mail. */
export const endpointDisabledText = (endpoint: Pick<EndpointItem, 'url'>, communityName: string) => ({
  subject: `A webhook endpoint of ${communityName} was disabled`,
  line:
    `Every delivery to ${endpoint.url} failed for 24 hours, so it was disabled and nothing more is sent to it. ` +
    'Fix the endpoint, then enable it again on the Webhooks page; failed deliveries can be resent from its log.',
});

export async function sendEndpointDisabledMail(endpoint: EndpointItem): Promise<void> {
  const community = await getCommunity(endpoint.communityId);
  const owner = community?.ownerMemberId ? await getMember(OWNER_APP_COMMUNITY_ID, community.ownerMemberId) : null;
  if (!community || !owner?.email) {
    logger.warn('webhook e-mail for an owner we cannot reach', { communityId: endpoint.communityId });
    return;
  }
  const { subject, line } = endpointDisabledText(endpoint, community.communityName);
  const url = `${appOrigin()}/webhooks`;
  await sendMail({
    to: owner.email,
    subject,
    text: `${line}\n\nWebhooks: ${url}\n`,
    html: `<p>${escape(line)}</p><p><a href="${escape(url)}">Webhooks</a></p>`,
  });
}
