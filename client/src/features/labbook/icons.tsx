import { icon } from "../../components/icons";

/** Lab book icons (Tabler outline style, MIT), drawn with the app's one icon helper. */

const headingStem = ["M4 6v12", "M12 6v12", "M11 18h2", "M3 18h2", "M4 12h8", "M3 6h2", "M11 6h2"];

export const IconH1 = icon([...headingStem, "M19 18v-8l-2 2"]);
export const IconH2 = icon([...headingStem, "M17 12a2 2 0 1 1 4 0c0 .591 -.417 1.318 -.816 1.858l-3.184 4.142h4"]);
export const IconH3 = icon([...headingStem, "M19 14a2 2 0 1 0 -2 -2", "M17 16a2 2 0 1 0 2 -2"]);
export const IconBold = icon(["M7 5h6a3.5 3.5 0 0 1 0 7h-6z", "M13 12h1a3.5 3.5 0 0 1 0 7h-7v-7"]);
export const IconItalic = icon(["M11 5l6 0", "M7 19l6 0", "M14 5l-4 14"]);
export const IconUnderline = icon(["M7 5v5a5 5 0 0 0 10 0v-5", "M5 19h14"]);
export const IconList = icon(["M9 6l11 0", "M9 12l11 0", "M9 18l11 0", "M5 6l0 .01", "M5 12l0 .01", "M5 18l0 .01"]);
export const IconListNumbers = icon([
  "M11 6h9",
  "M11 12h9",
  "M12 18h8",
  "M4 16a2 2 0 1 1 4 0c0 .591 -.5 1 -1 1.5l-3 2.5h4",
  "M6 10v-6l-2 2",
]);
export const IconSubscript = icon(["M5 7l8 10m-8 0l8 -10", "M21 20h-4l3.5 -4a1.73 1.73 0 0 0 -3.5 -2"]);
export const IconSuperscript = icon(["M5 7l8 10m-8 0l8 -10", "M21 11h-4l3.5 -4a1.73 1.73 0 0 0 -3.5 -2"]);
export const IconTable = icon([
  "M3 5a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14z",
  "M3 10h18",
  "M10 3v18",
]);
export const IconPhoto = icon([
  "M15 8h.01",
  "M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12z",
  "M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5",
  "M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3",
]);
export const IconUndo = icon(["M9 14l-4 -4l4 -4", "M5 10h11a4 4 0 1 1 0 8h-1"]);
export const IconRedo = icon(["M15 14l4 -4l-4 -4", "M19 10h-11a4 4 0 1 0 0 8h1"]);
export const IconUnlink = icon([
  "M17 22v-2",
  "M9 15l6 -6",
  "M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464",
  "M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463",
  "M20 17h2",
  "M2 7h2",
  "M7 2v2",
]);
export const IconBookmark = icon(["M18 7v14l-6 -4l-6 4v-14a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4z"]);
export const IconShare = icon([
  "M3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
  "M15 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
  "M15 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
  "M8.7 10.7l6.6 -3.4",
  "M8.7 13.3l6.6 3.4",
]);
export const IconCloudCheck = icon([
  "M11 18.004h-4.343c-2.572 -.004 -4.657 -2.011 -4.657 -4.487c0 -2.475 2.085 -4.482 4.657 -4.482c.393 -1.762 1.794 -3.2 3.675 -3.773c1.88 -.572 3.956 -.193 5.444 1c1.488 1.19 2.162 3.007 1.77 4.769h.99c1.388 0 2.585 .82 3.138 2.007",
  "M15 19l2 2l4 -4",
]);
export const IconCloudOff = icon([
  "M3 3l18 18",
  "M18 18h-11c-2.598 0 -4.705 -2.015 -4.705 -4.5s2.107 -4.5 4.705 -4.5c.112 -.5 .305 -.973 .568 -1.408m2.094 -1.948c.329 -.174 .68 -.319 1.05 -.43c1.9 -.576 3.998 -.194 5.5 1c1.503 1.192 2.185 3.017 1.788 4.786h1c1.316 0 2.41 .967 2.633 2.242",
]);
export const IconEye = icon([
  "M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0",
  "M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6",
]);
