import path from "node:path";
import type { ImportCounts } from "./load";

const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What `npm run db:import-pglite` tells the operator after an import. */
export function importReport(counts: ImportCounts, keptAt: string): string {
  return [
    `Imported ${counted(counts.members, "member", "members")}, ${counted(counts.groups, "group", "groups")}, ` +
      `${counted(counts.projects, "project", "projects")}, ${counted(counts.labBooks, "lab book", "lab books")} ` +
      `and ${counted(counts.inventoryItems, "inventory item", "inventory items")}.`,
    `The old database directory is kept at ${path.resolve(keptAt)}: delete it once you have checked E-Note.`,
    "Start E-Note as usual (npm start): it applies newer migrations to the imported data itself.",
  ].join("\n");
}
