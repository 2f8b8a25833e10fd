// What billing may write on the community item for paid membership: the `supportersEnabled` mirror, inside billing's
// own transaction (the community item stays this domain's: billing gets the write fragment, never the store).
export { supportersMirrorWrite } from './store/community.ts';
