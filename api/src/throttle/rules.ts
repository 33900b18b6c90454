/**
 * The throttles of E-Note, each an action that costs the server much or guesses a secret: at most
 * `max` per `windowSeconds` per subject (a member, an address). `ENOTE_THROTTLE` changes any of
 * them (`signUp=3/60,export=20/60`), which tests use to reach a limit quickly or to lift one.
 */
export interface Rule {
  max: number;
  windowSeconds: number;
}

export const defaultRules = {
  /** New accounts from one address (a whole lab may sign up from its network on one morning). */
  signUp: { max: 50, windowSeconds: 60 * 60 },
  /** Wrong current passwords of one member (change/pw, leaving). */
  passwordCheck: { max: 5, windowSeconds: 15 * 60 },
  /** Wrong group codes of one member. */
  groupCode: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong MoA project invitation codes of one member. */
  inviteCode: { max: 10, windowSeconds: 15 * 60 },
  /** XLSX exports and import templates of one member. */
  export: { max: 10, windowSeconds: 60 },
  /** Spreadsheet imports of one member. */
  import: { max: 10, windowSeconds: 60 },
  /** Compound lookups at PubChem of one member (each is a request to PubChem). */
  lookup: { max: 30, windowSeconds: 60 },
  /** Unknown or expired quotation reply links opened from one address (a guessed link). */
  replyLink: { max: 20, windowSeconds: 15 * 60 },
  /** Answers and quote PDFs saved through one quotation reply link. */
  replySave: { max: 30, windowSeconds: 60 * 60 },
  /** Social sign-ins started (authorize addresses handed out) from one address. */
  socialStart: { max: 60, windowSeconds: 60 },
  /** Password reset links asked for from one address (issue 40). */
  passwordResetAddress: { max: 20, windowSeconds: 60 * 60 },
  /**
   * Password reset links asked for one account: per id or e-mail typed (a refusal, alike for
   * accounts that do not exist), and per member (past it, no more mails, answered as before).
   */
  passwordResetAccount: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof defaultRules;
export type Rules = Record<RuleName, Rule>;

const isRuleName = (name: string): name is RuleName => name in defaultRules;

/** Reads `ENOTE_THROTTLE` (`name=max/seconds,…`); an unknown name or a malformed entry is an error. */
export function parseRules(text: string | undefined): Rules {
  const rules: Rules = { ...defaultRules };
  for (const entry of (text ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d{1,9})\/(\d{1,9})$/.exec(entry);
    const name = match?.[1];
    if (!match || !name || !isRuleName(name) || Number(match[3]) === 0) {
      throw new Error(
        `ENOTE_THROTTLE: "${entry}" is not name=max/seconds with name one of ${Object.keys(defaultRules).join(", ")}`,
      );
    }
    rules[name] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return rules;
}
