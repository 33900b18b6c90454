/**
 * Query and mutation keys, one factory per area, so invalidation never guesses a key.
 * Later features add their areas here (inventory, labBook, …).
 */
export const queryKeys = {
  account: {
    all: ["account"] as const,
    signIn: () => [...queryKeys.account.all, "signIn"] as const,
    signUp: () => [...queryKeys.account.all, "signUp"] as const,
    initPassword: () => [...queryKeys.account.all, "initPassword"] as const,
    updateProfile: () => [...queryKeys.account.all, "updateProfile"] as const,
    changePassword: () => [...queryKeys.account.all, "changePassword"] as const,
    leave: () => [...queryKeys.account.all, "leave"] as const,
  },
} as const;
