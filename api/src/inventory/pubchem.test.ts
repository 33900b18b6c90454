import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PubchemCompound } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, signUpTestMember, type ErrorBody, type Result, type TestMember } from "../test/factories";

/**
 * A stand-in for PubChem PUG REST: the URL shapes and JSON bodies PubChem answers (property
 * tables keyed by the 2025 SMILES names, synonyms lists, and its 404 Fault for unknown names).
 */
const compounds = [
  {
    cid: 702,
    names: ["ethanol", "64-17-5"],
    Title: "Ethanol",
    IUPACName: "ethanol",
    MolecularFormula: "C2H6O",
    MolecularWeight: "46.07",
    SMILES: "CCO",
    ConnectivitySMILES: "CCO",
    synonyms: ["ethanol", "ethyl alcohol", "64-17-5", "Alcohol"],
  },
  {
    cid: 962,
    names: ["water", "7732-18-5"],
    Title: "Water",
    IUPACName: "oxidane",
    MolecularFormula: "H2O",
    MolecularWeight: "18.015",
    SMILES: "O",
    ConnectivitySMILES: "O",
    synonyms: ["water", "7732-18-5", "Dihydrogen oxide"],
  },
  {
    cid: 241,
    names: ["benzene", "71-43-2"],
    Title: "Benzene",
    IUPACName: "benzene",
    MolecularFormula: "C6H6",
    MolecularWeight: "78.11",
    SMILES: "C1=CC=CC=C1",
    ConnectivitySMILES: "C1=CC=CC=C1",
    synonyms: ["benzene", "Benzol", "71-43-2"],
  },
];

const requests: string[] = [];
let mode: "normal" | "down" | "slow" = "normal";

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = decodeURIComponent(req.url ?? "");
  requests.push(url);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (mode === "down") return json(503, { Fault: { Code: "PUGREST.ServerBusy", Message: "Too many requests" } });
  if (mode === "slow") return setTimeout(() => json(200, {}), 2_000);
  const byName = /^\/rest\/pug\/compound\/name\/([^/]+)\/property\/([^/]+)\/JSON$/.exec(url);
  if (byName) {
    const compound = compounds.find((c) => c.names.includes((byName[1] ?? "").toLowerCase()));
    if (!compound) {
      return json(404, {
        Fault: {
          Code: "PUGREST.NotFound",
          Message: "No CID found",
          Details: ["No CID found that matches the given name"],
        },
      });
    }
    const row: Record<string, unknown> = { CID: compound.cid };
    for (const property of (byName[2] ?? "").split(",")) row[property] = compound[property as keyof typeof compound];
    return json(200, { PropertyTable: { Properties: [row] } });
  }
  const synonyms = /^\/rest\/pug\/compound\/cid\/(\d+)\/synonyms\/JSON$/.exec(url);
  const compound = compounds.find((c) => String(c.cid) === synonyms?.[1]);
  if (compound)
    return json(200, { InformationList: { Information: [{ CID: compound.cid, Synonym: compound.synonyms }] } });
  return json(400, { Fault: { Code: "PUGREST.BadRequest", Message: "Unrecognized request" } });
}

let pubchem: Server;
let app: TestApp;
let member: TestMember;
beforeAll(async () => {
  pubchem = createServer(answer);
  await new Promise<void>((resolve) => pubchem.listen(0, "127.0.0.1", resolve));
  const { port } = pubchem.address() as AddressInfo;
  app = await startTestApp({ ENOTE_PUBCHEM_URL: `http://127.0.0.1:${port}`, ENOTE_PUBCHEM_TIMEOUT_MS: "500" });
  member = await signUpTestMember(app);
});
afterAll(async () => {
  await app?.close();
  pubchem?.closeAllConnections();
  await new Promise((resolve) => pubchem?.close(resolve));
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
    mode = "down";
    const down = await lookup("name=ethanol");
    mode = "slow";
    const slow = await lookup("name=ethanol");
    mode = "normal";
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
