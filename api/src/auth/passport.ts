import { Passport } from "passport";
import { ExtractJwt, Strategy as JwtStrategy } from "passport-jwt";
import { Strategy as LocalStrategy } from "passport-local";
import type { AppContext } from "../context";
import type { Actor } from "./actor";
import { findMemberForSignIn } from "./sign-in";
import { actorFromClaims } from "./sessions";
import { jwtOptions } from "./tokens";

/** The member a correct id and password belong to (passport-local's "user"). */
export interface SignedInMember {
  memberIdx: number;
}

/**
 * A passport instance of this app (not the global one, so tests can run several apps):
 * `local` checks an id and password, `jwt` turns a bearer access token into an Actor.
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
  passport.use(
    "jwt",
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: ctx.secrets.jwtSecret,
        issuer: jwtOptions.issuer,
        audience: jwtOptions.audience,
        algorithms: [...jwtOptions.algorithms],
      },
      (payload: { sub?: unknown; sid?: unknown }, done: (error: unknown, actor?: Actor | false) => void) => {
        const memberIdx = Number(payload.sub);
        if (!Number.isSafeInteger(memberIdx) || typeof payload.sid !== "string") return done(null, false);
        actorFromClaims(ctx.db, { memberIdx, sessionId: payload.sid }).then(
          (actor) => done(null, actor ?? false),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  return passport;
}
