import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PubchemCompound } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, signUpTestMember, type ErrorBody, type Result, type TestMember } from "../test/factories";
import { startFakePubchem, type FakePubchem } from "./fake-pubchem";

let pubchem: FakePubchem;
let requests: string[];
let app: TestApp;
let member: TestMember;
beforeAll(async () => {
  pubchem = await startFakePubchem();
  requests = pubchem.requests;
  app = await startTestApp({ ENOTE_PUBCHEM_URL: pubchem.url, ENOTE_PUBCHEM_TIMEOUT_MS: "500" });
  member = await signUpTestMember(app);
});
afterAll(async () => {
  await app?.close();
  await pubchem?.close();
});

const lookup = (query: string, locale = "en-US") =>
  app.call<Result<PubchemCompound>>("GET", `/api/inventory/pubchem.do?${query}`, {
    token: member.token,
    headers: { "accept-language": locale },
  });

describe("GET /api/inventory/pubchem.do", () => {
  it("fills the form from a CAS number through PUG REST's name namespace", async () => {
    requests.length = 0;
    expect(ok(await lookup("cas=64-17-5"))).toEqual({
      cid: 702,
      nameEn: "Ethanol",
      iupacName: "ethanol",
      casNo: "64-17-5",
      formula: "C2H6O",
      molWeight: 46.07,
      smiles: "CCO",
    });
    expect(requests).toEqual([
      "/rest/pug/compound/name/64-17-5/property/Title,IUPACName,MolecularFormula,MolecularWeight,SMILES,ConnectivitySMILES/JSON",
    ]);
  });

  it("finds a compound by name and takes its CAS number from the synonyms", async () => {
    requests.length = 0;
    expect(ok(await lookup("name=Benzene"))).toMatchObject({
      cid: 241,
      casNo: "71-43-2",
      formula: "C6H6",
      molWeight: 78.11,
    });
    expect(ok(await lookup("name=water"))).toMatchObject({
      cid: 962,
      casNo: "7732-18-5",
      iupacName: "oxidane",
      smiles: "O",
    });
    expect(requests[1]).toBe("/rest/pug/compound/cid/241/synonyms/JSON");
  });

  it("answers 404 'cannot find matching SMILES number' in the caller's language when PubChem has nothing", async () => {
    const none = await lookup("name=unobtainium");
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: "SMILES_NOT_FOUND", message: "Cannot find matching SMILES number" });
    const korean = await lookup("cas=50-00-0", "ko-KR");
    expect((korean.body as unknown as ErrorBody).message).toBe("일치하는 SMILES 번호를 찾을 수 없습니다");
  });

  it("answers 502 when PubChem is down or too slow", async () => {
    pubchem.mode = "down";
    const down = await lookup("name=ethanol");
    pubchem.mode = "slow";
    const slow = await lookup("name=ethanol");
    pubchem.mode = "normal";
    expect([down.status, slow.status]).toEqual([502, 502]);
    expect(down.body).toMatchObject({ code: "LOOKUP_UNAVAILABLE" });
  });

  it("checks the query first: a CAS number with a wrong check digit, or nothing at all", async () => {
    requests.length = 0;
    expect((await lookup("cas=64-17-4")).status).toBe(400);
    expect((await lookup("")).status).toBe(400);
    expect(requests).toEqual([]);
    expect((await app.call("GET", "/api/inventory/pubchem.do?name=ethanol")).status).toBe(401);
  });
});

describe("GET /api/inventory/pubchem.do on a server whose lookups are off (ENOTE_PUBCHEM_URL=off)", () => {
  it("answers 403 'function not available' in the caller's language", async () => {
    const offline = await startTestApp({ ENOTE_PUBCHEM_URL: "off" });
    try {
      const someone = await signUpTestMember(offline);
      const ask = (locale: string) =>
        offline.call<ErrorBody>("GET", "/api/inventory/pubchem.do?cas=64-17-5", {
          token: someone.token,
          headers: { "accept-language": locale },
        });
      const [english, korean] = [await ask("en-US"), await ask("ko-KR")];
      expect(english.status).toBe(403);
      expect(english.body).toMatchObject({ code: "FUNCTION_UNAVAILABLE", message: "This function cannot be used" });
      expect(korean.body.message).toBe("이 기능은 사용할 수 없습니다");
      // A bad query is still a bad query.
      expect(
        (await offline.call("GET", "/api/inventory/pubchem.do?cas=64-17-4", { token: someone.token })).status,
      ).toBe(400);
    } finally {
      await offline.close();
    }
  });
});
