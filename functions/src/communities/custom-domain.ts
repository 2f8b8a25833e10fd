// What the domains domain may write on the community item: the `customDomain` mirror of a connected domain, inside
// its own transactions (the community item stays this domain's: domains gets the write fragment, never the store).
export { customDomainMirrorWrite } from './store/community.ts';
