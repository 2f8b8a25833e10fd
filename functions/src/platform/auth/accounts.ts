// What the authentication step needs of accounts, whose items belong to domains above platform: an owner-app
// account's staff record in a community (communities) and an account's session cutoff (members). The members domain
// provides the lookup (members/accounts.ts), and each Lambda entry passes it to createDomainHandler, so platform reads
// no domain's item.
export interface AccountLookup {
  /** An owner-app account's access in a community (its staff record's level and role), or null when it holds none. */
  staffIn(communityId: string, appMemberId: string): Promise<{ accessLevel: number; role: string } | null>;
  /**
   * The account's session cutoff (`sessionsValidAfter`, epoch ms), or null when the account no longer exists; read
   * strongly consistent, so a cutoff committed before the request is always seen.
   */
  sessionCutoff(communityId: string, memberId: string): Promise<{ sessionsValidAfter?: number } | null>;
}
