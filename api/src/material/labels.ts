import { and, eq, inArray } from "drizzle-orm";
import { can, type MaterialLabel } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { groupMembers, materials } from "../db/schema";
import { standingOf } from "../groups/queries";

/**
 * What the supply label pages print for the asked supplies, in the order asked: name, spec,
 * serial number and the QR code's address (the supply's page). Supplies of groups the caller
 * does not read are left out, as the reagents' labels.do does.
 */
export async function materialLabelsFor(
  ctx: AppContext,
  actor: Actor,
  materialIdxs: number[],
  origin: string,
): Promise<{ labels: MaterialLabel[] }> {
  const rows = await ctx.db
    .select({ material: materials, isManager: groupMembers.isManager })
    .from(materials)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, materials.groupIdx), eq(groupMembers.memberIdx, actor.memberIdx)),
    )
    .where(inArray(materials.materialIdx, materialIdxs));
  const visible = rows.filter((row) => can(actor, "inventory.read", { group: standingOf(row.isManager) }));
  visible.sort((a, b) => materialIdxs.indexOf(a.material.materialIdx) - materialIdxs.indexOf(b.material.materialIdx));
  return {
    labels: visible.map(({ material }) => {
      const path = `/material/${material.materialIdx}`;
      return {
        materialIdx: material.materialIdx,
        name: material.name,
        spec: material.spec,
        serialNo: material.serialNo,
        consumable: material.consumable,
        path,
        url: `${origin}${path}`,
      };
    }),
  };
}
