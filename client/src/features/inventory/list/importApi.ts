import { apiPaths, type ImportMode, type InventoryImportResult } from "@enote/shared";
import { api } from "../../../lib/api";
import { queryString } from "../queries";

const types: Record<string, string> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Browsers type .csv files inconsistently (Windows says "application/vnd.ms-excel"): go by the name. */
function typed(file: File): Blob {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const type = types[extension];
  return type && file.type !== type ? new Blob([file], { type }) : file;
}

/** POST import.do: `preview` writes nothing; `valid` writes the valid rows; `all` every row or none. */
export function importFile(groupIdx: number, file: File, mode: ImportMode): Promise<InventoryImportResult> {
  return api.upload<InventoryImportResult>(
    `${apiPaths.inventory.import}?${queryString({ groupIdx, mode })}`,
    typed(file),
  );
}
