// The community's member white list (member-forum §2.10 Member approval → White List): e-mail addresses or domains
// whose sign-ups skip approval. Read and written for gatekeeping's screen, which checks who may first.
import * as communityStore from './store/community.ts';

export async function getMemberWhitelist(communityId: string): Promise<string[]> {
  return (await communityStore.getCommunity(communityId))?.memberWhitelist ?? [];
}

export async function setMemberWhitelist(communityId: string, entries: string[]): Promise<string[]> {
  const memberWhitelist = [...new Set(entries)];
  await communityStore.updateCommunityFields(communityId, { memberWhitelist });
  return memberWhitelist;
}
