/** The dialog the groups page opens on arrival: `?join=` the join dialog, `?create=1` the create one (when allowed). */
export function openedDialog(params: URLSearchParams, mayCreate: boolean): "create" | "join" | null {
  if (params.has("join")) return "join";
  if (params.get("create") === "1" && mayCreate) return "create";
  return null;
}
