// Host-level constants: the owner app lives at app.<domain> and is the community id `app`.
export const OWNER_APP_COMMUNITY_ID = 'app';
export const OWNER_APP_SUBDOMAIN = 'app';
