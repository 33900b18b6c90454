import { icon } from "../../components/icons";

/** Icons of the inventory, supplies and label screens (Tabler style, MIT, as components/icons). */
export const IconStar = icon([
  "M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z",
]);
export const IconUpload = icon(["M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2", "M7 9l5 -5l5 5", "M12 4l0 12"]);
export const IconDownload = icon(["M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2", "M7 11l5 5l5 -5", "M12 4l0 12"]);
export const IconColumns = icon([
  "M4 6l5.5 0",
  "M4 10l5.5 0",
  "M4 14l5.5 0",
  "M4 18l5.5 0",
  "M14.5 6l5.5 0",
  "M14.5 10l5.5 0",
  "M14.5 14l5.5 0",
  "M14.5 18l5.5 0",
]);
export const IconX = icon(["M18 6l-12 12", "M6 6l12 12"]);
export const IconSelector = icon(["M8 9l4 -4l4 4", "M16 15l-4 4l-4 -4"]);
export const IconChevronUp = icon(["M6 15l6 -6l6 6"]);
export const IconPackage = icon([
  "M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5",
  "M12 12l8 -4.5",
  "M12 12l0 9",
  "M12 12l-8 -4.5",
]);
export const IconBarcode = icon([
  "M4 7v-1a2 2 0 0 1 2 -2h2",
  "M4 17v1a2 2 0 0 0 2 2h2",
  "M16 4h2a2 2 0 0 1 2 2v1",
  "M16 20h2a2 2 0 0 0 2 -2v-1",
  "M5 11h1v2h-1z",
  "M10 11l0 2",
  "M14 11h1v2h-1z",
  "M19 11l0 2",
]);
export const IconExternalLink = icon([
  "M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6",
  "M11 13l9 -9",
  "M15 4h5v5",
]);
export const IconFilter = icon([
  "M4 4h16v2.172a2 2 0 0 1 -.586 1.414l-4.414 4.414v7l-6 2v-8.5l-4.48 -4.928a2 2 0 0 1 -.52 -1.345v-2.227z",
]);
