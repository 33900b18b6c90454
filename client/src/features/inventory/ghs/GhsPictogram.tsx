import type { GhsPictogram as GhsCode } from "@enote/shared";
import type { ReactNode } from "react";

/**
 * The nine GHS hazard pictograms, drawn here as simple symbols of our own inside the red
 * diamond (no copied artwork). 100×100 grid; the symbol stays inside the diamond's centre.
 */
const ink = "#111";

const flame = (y: number, scale = 1) => (
  <path
    transform={`translate(50 ${y}) scale(${scale}) translate(-50 -50)`}
    d="M50 26c7 11 16 17 12 32c-2 8-7 12-12 12c-8 0-14-6-13-15c1-7 7-10 8-18c3 5 5 8 7 10c1-8 0-14-2-21z"
    fill={ink}
  />
);

const symbols: Record<GhsCode, ReactNode> = {
  // Exploding bomb: a ball with fragments flying out.
  GHS01: (
    <g fill={ink} stroke={ink} strokeWidth={3} strokeLinecap="round">
      <circle cx={50} cy={60} r={9} stroke="none" />
      <path d="M50 46v-14M60 50l9-9M40 50l-9-9M64 60h12M36 60h-12M61 68l8 6M39 68l-8 6" fill="none" />
      <circle cx={50} cy={27} r={2.5} stroke="none" />
      <circle cx={72} cy={37} r={2.5} stroke="none" />
      <circle cx={28} cy={37} r={2.5} stroke="none" />
    </g>
  ),
  // Flame.
  GHS02: (
    <g>
      {flame(47)}
      <rect x={33} y={72} width={34} height={5} fill={ink} />
    </g>
  ),
  // Flame over a circle.
  GHS03: (
    <g>
      {flame(40, 0.72)}
      <circle cx={50} cy={62} r={9} fill="none" stroke={ink} strokeWidth={5} />
      <rect x={33} y={74} width={34} height={4} fill={ink} />
    </g>
  ),
  // Gas cylinder lying on its side.
  GHS04: (
    <g fill={ink} transform="rotate(-25 50 55)">
      <rect x={27} y={48} width={40} height={16} rx={8} />
      <rect x={66} y={52} width={7} height={8} />
      <rect x={73} y={50} width={4} height={12} />
    </g>
  ),
  // Corrosion: two tubes dripping onto a slab and a hand, both eaten away where the drops land.
  GHS05: (
    <g fill={ink} transform="translate(50 53) scale(0.88) translate(-50 -50)">
      <rect x={28} y={20} width={9} height={22} rx={2} transform="rotate(-35 32 31)" />
      <rect x={58} y={20} width={9} height={22} rx={2} transform="rotate(-35 62 31)" />
      <path d="M40 46q2.5 4 0 6q-2.5-2 0-6z" />
      <path d="M40 55q2.5 4 0 6q-2.5-2 0-6z" />
      <path d="M70 46q2.5 4 0 6q-2.5-2 0-6z" />
      <path d="M70 55q2.5 4 0 6q-2.5-2 0-6z" />
      <path d="M24 66h12l4 4l4-4h4v9h-24z" />
      <path d="M56 75v-7c0-2 1-3 3-3h7l4 4l4-4h3c1.5 0 2 1.5 1 2.5l-3 2.5v5z" />
    </g>
  ),
  // Skull and crossbones.
  GHS06: (
    <g>
      <g stroke={ink} strokeWidth={5} strokeLinecap="round">
        <path d="M32 72l36-14M32 58l36 14" />
      </g>
      <circle cx={50} cy={40} r={13} fill={ink} />
      <rect x={43} y={48} width={14} height={9} rx={2} fill={ink} />
      <circle cx={45} cy={40} r={3.5} fill="#fff" />
      <circle cx={55} cy={40} r={3.5} fill="#fff" />
    </g>
  ),
  // Exclamation mark.
  GHS07: (
    <g fill={ink}>
      <path d="M45 26h10l-2 30h-6z" />
      <circle cx={50} cy={66} r={5} />
    </g>
  ),
  // Health hazard: a person with a star on the chest.
  GHS08: (
    <g>
      <circle cx={50} cy={30} r={7} fill={ink} />
      <path d="M34 76v-22c0-10 7-15 16-15s16 5 16 15v22z" fill={ink} />
      <path
        d="M50 48l2.6 6.2l6.6.5l-5 4.3l1.6 6.4l-5.8-3.5l-5.8 3.5l1.6-6.4l-5-4.3l6.6-.5z"
        fill="#fff"
        transform="translate(0 2)"
      />
    </g>
  ),
  // Environment: a bare tree and a fish.
  GHS09: (
    <g stroke={ink} strokeWidth={3} strokeLinecap="round" fill="none">
      <path d="M36 70v-36M36 46l-8-8M36 42l7-8M36 54l8-6" />
      <path d="M52 62c5-6 15-6 20 0c-5 6-15 6-20 0z" fill={ink} />
      <path d="M52 62l-6-5v10z" fill={ink} />
      <path d="M24 72h52" />
    </g>
  ),
};

interface GhsPictogramProps {
  code: GhsCode;
  /** CSS size (px number or any length, e.g. "7mm" on labels). */
  size?: number | string;
  title?: string;
}

export function GhsPictogram({ code, size = 40, title }: GhsPictogramProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={title ?? code}
      style={{ display: "block", flex: "none" }}
      data-testid={`ghs-${code}`}
    >
      {title ? <title>{title}</title> : null}
      <polygon points="50,4 96,50 50,96 4,50" fill="#fff" stroke="#e0161b" strokeWidth={7} strokeLinejoin="round" />
      {symbols[code]}
    </svg>
  );
}
