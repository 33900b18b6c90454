import { z } from "zod";
import { messages } from "./i18n/messages";

/** Installation roles (spec §3, §6). */
export const roles = ["MADE", "ADMIN", "MANAGER", "FRONT"] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);

const koreanNames = messages["ko-KR"].roles;

/** Spec §3 role label helper: a role code gives its Korean display name; anything else gives "". */
export function roleLabel(value: unknown): string {
  return typeof value === "string" && Object.hasOwn(koreanNames, value) ? koreanNames[value as Role] : "";
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
