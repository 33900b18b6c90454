import type { SVGProps } from "react";

/** A few outline icons (Tabler style, MIT), inline so the app needs no icon package. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string };

function icon(paths: readonly string[]) {
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
