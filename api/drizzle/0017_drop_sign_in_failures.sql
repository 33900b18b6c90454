-- Sign-in failures are counted in throttle_counters now (api/src/throttle/sign-in.ts).
DROP TABLE "sign_in_failures" CASCADE;