import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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

/** A running stand-in: its base URL, the paths it was asked for, and a switch to make it fail. */
export interface FakePubchem {
  url: string;
  requests: string[];
  mode: "normal" | "down" | "slow";
  close(): Promise<void>;
}

function answer(fake: FakePubchem, req: IncomingMessage, res: ServerResponse) {
  const url = decodeURIComponent(req.url ?? "");
  fake.requests.push(url);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (fake.mode === "down") return json(503, { Fault: { Code: "PUGREST.ServerBusy", Message: "Too many requests" } });
  if (fake.mode === "slow") return setTimeout(() => json(200, {}), 2_000);
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

/** Starts the stand-in on a free port of 127.0.0.1 (tests point ENOTE_PUBCHEM_URL at `url`). */
export async function startFakePubchem(): Promise<FakePubchem> {
  const server = createServer((req, res) => answer(fake, req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakePubchem = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    mode: "normal",
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
