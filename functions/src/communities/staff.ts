// Staff records, as other domains use them: an owner-app account's record in a community (who may act there as its
// owner or an editor), alone or with the community item (when its plan matters too), and a new record as a write
// fragment for a transaction of theirs (an accepted editor invitation). The authentication step reads them through
// its port (members/accounts.ts wires this in).
export type { StaffItem } from './store/staff.ts';
export { getStaffRecord, getStaffRecordWithCommunity, newStaffRecordWrite } from './store/staff.ts';
