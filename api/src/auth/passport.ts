import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AppContext } from "../context";
import { findMemberForSignIn } from "./sign-in";
import { BearerStrategy } from "./bearer";
import { actorFromAccessToken } from "./sessions";
import { actorFromPersonalToken } from "../tokens/authenticate";
import { isPersonalToken } from "../tokens/secret";

/** The member a correct id and password belong to (passport-local's "user"). */
export interface SignedInMember {
  memberIdx: number;
}

/**
 * A passport instance of this app (not the global one, so tests can run several apps):
 * `local` checks an id and password, `bearer` turns an access token into an Actor.
 */
export type PassportInstance = InstanceType<typeof Passport>;

export function createPassport(ctx: AppContext): PassportInstance {
  const passport = new Passport();
  passport.use(
    "local",
    new LocalStrategy(
      { usernameField: "memberId", passwordField: "password", session: false },
      (memberId, password, done) => {
        findMemberForSignIn(ctx.db, memberId, password).then(
          (member) => done(null, member ?? false),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  // A personal API token (enote_pat_…) or an access token; the collab socket takes access tokens only.
  passport.use(
    new BearerStrategy((token) =>
      isPersonalToken(token) ? actorFromPersonalToken(ctx.db, token) : actorFromAccessToken(ctx.db, ctx, token),
    ),
  );
  return passport;
}
