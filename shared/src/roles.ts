import { z } from "zod";
import type { Locale } from "./i18n/locale";
import { roleNames } from "./i18n/roleNames";

/** Installation roles (spec §3, §6). */
export const roles = ["MADE", "ADMIN", "MANAGER", "FRONT"] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);

const koreanNames = roleNames["ko-KR"];

/** A role code's display name in `locale` (ko-KR: the spec's Korean names); anything else gives "". */
export function roleLabelIn(locale: Locale, value: unknown): string {
  const names = roleNames[locale];
  return typeof value === "string" && Object.hasOwn(names, value) ? names[value as Role] : "";
}

/** Spec §3 role label helper: a role code gives its Korean display name; anything else gives "". */
export function roleLabel(value: unknown): string {
  return roleLabelIn("ko-KR", value);
}

/** The reverse of `roleLabel`: a Korean display name gives its role code; anything else gives "". */
export function roleFromLabel(label: unknown): Role | "" {
  const found = roles.find((role) => koreanNames[role] === label);
  return found ?? "";
}

/** Administrators: ADMIN, and MADE who may do everything ADMIN may. */
export function isAdministrator(role: Role): boolean {
  return role === "ADMIN" || role === "MADE";
}
