import type { SVGProps } from "react";

/** A few outline icons (Tabler style, MIT), inline so the app needs no icon package. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string };

/** An outline icon from SVG path data (24×24 grid); features add their own with it. */
export function icon(paths: readonly string[]) {
  return function Icon({ size = 20, strokeWidth = 1.8, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

const circle = "M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0";

export const IconDashboard = icon([
  "M5 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1",
  "M5 16h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1",
  "M15 12h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1",
  "M15 4h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1",
]);
export const IconBook = icon([
  "M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0",
  "M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0",
  "M3 6l0 13",
  "M12 6l0 13",
  "M21 6l0 13",
]);
export const IconFlask = icon([
  "M9 3l6 0",
  "M10 9l4 0",
  "M10 3v6l-4 11a.7 .7 0 0 0 .5 1h11a.7 .7 0 0 0 .5 -1l-4 -11v-6",
]);
export const IconCart = icon([
  "M4 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0",
  "M15 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0",
  "M17 17h-11v-14h-2",
  "M6 5l14 1l-1 7h-13",
]);
export const IconMessages = icon([
  "M21 14l-3 -3h-7a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1h9a1 1 0 0 1 1 1v10",
  "M14 15v2a1 1 0 0 1 -1 1h-7l-3 3v-10a1 1 0 0 1 1 -1h2",
]);
export const IconUsers = icon([
  "M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0",
  "M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2",
  "M16 3.13a4 4 0 0 1 0 7.75",
  "M21 21v-2a4 4 0 0 0 -3 -3.85",
]);
export const IconUser = icon(["M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0", "M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2"]);
export const IconCircleCheck = icon([circle, "M9 12l2 2l4 -4"]);
export const IconCircleX = icon([circle, "M10 10l4 4m0 -4l-4 4"]);
export const IconAlertTriangle = icon([
  "M12 9v4",
  "M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z",
  "M12 16h.01",
]);
export const IconClock = icon([circle, "M12 7v5l3 3"]);
export const IconLogout = icon([
  "M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2",
  "M9 12h12l-3 -3",
  "M18 15l3 -3",
]);
export const IconChevronDown = icon(["M6 9l6 6l6 -6"]);
export const IconChevronRight = icon(["M9 6l6 6l-6 6"]);
export const IconWorld = icon([
  circle,
  "M3.6 9h16.8",
  "M3.6 15h16.8",
  "M11.5 3a17 17 0 0 0 0 18",
  "M12.5 3a17 17 0 0 1 0 18",
]);
export const IconPrinter = icon([
  "M17 17h2a2 2 0 0 0 2 -2v-4a2 2 0 0 0 -2 -2h-14a2 2 0 0 0 -2 2v4a2 2 0 0 0 2 2h2",
  "M17 9v-4a2 2 0 0 0 -2 -2h-6a2 2 0 0 0 -2 2v4",
  "M7 15a2 2 0 0 1 2 -2h6a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-6a2 2 0 0 1 -2 -2z",
]);
export const IconLock = icon([
  "M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6z",
  "M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0",
  "M8 11v-4a4 4 0 1 1 8 0v4",
]);
export const IconCompass = icon([circle, "M8 16l2 -6l6 -2l-2 6l-6 2"]);
export const IconRefresh = icon(["M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4", "M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4"]);
export const IconPlus = icon(["M12 5l0 14", "M5 12l14 0"]);
export const IconBell = icon([
  "M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6",
  "M9 17v1a3 3 0 0 0 6 0v-1",
]);
export const IconCheck = icon(["M5 12l5 5l10 -10"]);
export const IconCopy = icon([
  "M7 9.667a2.667 2.667 0 0 1 2.667 -2.667h8.666a2.667 2.667 0 0 1 2.667 2.667v8.666a2.667 2.667 0 0 1 -2.667 2.667h-8.666a2.667 2.667 0 0 1 -2.667 -2.667z",
  "M4.012 16.737a2.005 2.005 0 0 1 -1.012 -1.737v-10c0 -1.1 .9 -2 2 -2h10c.75 0 1.158 .385 1.5 1",
]);
export const IconLink = icon([
  "M9 15l6 -6",
  "M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464",
  "M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463",
]);
export const IconFolder = icon(["M5 4h4l3 3h7a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-11a2 2 0 0 1 2 -2"]);
export const IconFileText = icon([
  "M14 3v4a1 1 0 0 0 1 1h4",
  "M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2z",
  "M9 9l1 0",
  "M9 13l6 0",
  "M9 17l6 0",
]);
export const IconSearch = icon(["M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0", "M21 21l-6 -6"]);
export const IconUserPlus = icon([
  "M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0",
  "M16 19h6",
  "M19 16v6",
  "M6 21v-2a4 4 0 0 1 4 -4h4",
]);
export const IconArchive = icon([
  "M3 6a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z",
  "M5 8v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-10",
  "M10 12l4 0",
]);
export const IconPencil = icon(["M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4", "M13.5 6.5l4 4"]);
export const IconDots = icon([
  "M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
  "M11 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
  "M11 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
]);
export const IconDoorExit = icon([
  "M13 12v.01",
  "M3 21h18",
  "M5 21v-16a2 2 0 0 1 2 -2h7.5m2.5 10.5v7.5",
  "M14 7h7m-3 -3l3 3l-3 3",
]);
export const IconLogin = icon([
  "M15 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2",
  "M21 12h-13l3 -3",
  "M11 15l-3 -3",
]);
export const IconArrowLeft = icon(["M5 12l14 0", "M5 12l6 6", "M5 12l6 -6"]);
export const IconTrash = icon([
  "M4 7l16 0",
  "M10 11l0 6",
  "M14 11l0 6",
  "M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12",
  "M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3",
]);
export const IconCrown = icon(["M12 6l4 6l5 -4l-2 10h-14l-2 -10l5 4z"]);
export const IconKey = icon([
  "M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0z",
  "M15 9h.01",
]);
export const IconBan = icon([circle, "M5.7 5.7l12.6 12.6"]);
export const IconActivity = icon(["M3 12h4l3 8l4 -16l3 8h4"]);
export const IconSitemap = icon([
  "M3 17a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z",
  "M15 17a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z",
  "M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z",
  "M6 15v-1a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v1",
  "M12 9l0 3",
]);
export const IconShield = icon(["M12 3l8 3v6c0 5 -3.5 8 -8 9c-4.5 -1 -8 -4 -8 -9v-6z", "M9 12l2 2l4 -4"]);
export const IconFilter = icon([
  "M4 4h16v2.172a2 2 0 0 1 -.586 1.414l-4.414 4.414v7l-6 2v-8.5l-4.48 -4.928a2 2 0 0 1 -.52 -1.345v-2.227z",
]);
export const IconQrcode = icon([
  "M4 4m0 1a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z",
  "M14 4m0 1a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z",
  "M4 14m0 1a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z",
  "M7 17l0 .01",
  "M7 7l0 .01",
  "M17 7l0 .01",
  "M14 14l3 0",
  "M20 14l0 .01",
  "M14 14l0 3",
  "M14 20l3 0",
  "M17 17l3 0",
  "M20 17l0 3",
]);
export const IconHistory = icon(["M12 8l0 4l2 2", "M3.05 11a9 9 0 1 1 .5 4m-.5 5v-5h5"]);
