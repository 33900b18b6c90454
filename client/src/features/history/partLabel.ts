import type { TFunction } from "i18next";
import { labBookSections, labBookTables, type LabBookSection, type LabBookTable } from "@enote/shared";

const isSection = (name: string): name is LabBookSection => (labBookSections as readonly string[]).includes(name);
const isTable = (name: string): name is LabBookTable => (labBookTables as readonly string[]).includes(name);

export function sectionLabel(t: TFunction, name: string): string {
  return isSection(name) ? t(`labBook.sections.${name}`) : name;
}

export function tableLabel(t: TFunction, name: string): string {
  return isTable(name) ? t(`labBook.tables.${name}`) : name;
}

/** The heading of a diffed part: the title, a section or a reaction table, in the member's language. */
export function partLabel(t: TFunction, part: string): string {
  if (part === "title") return t("history.titlePart");
  const [kind = "", name = ""] = part.split(".");
  if (kind === "section") return sectionLabel(t, name);
  if (kind === "table") return tableLabel(t, name);
  return part;
}
