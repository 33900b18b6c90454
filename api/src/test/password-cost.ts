// vitest setupFiles of the api suite: every file hashes its throwaway passwords at the test cost
// (api/src/auth/passwords.ts). Servers the tests start as processes read ENOTE_ARGON2_COST=test,
// which vitest.config.ts sets for the api and e2e projects.
import { setPasswordCost } from "../auth/passwords";

setPasswordCost("test");
