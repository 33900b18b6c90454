import { collabPath } from "@enote/shared";

/** The collab socket on this origin (ws on http, wss on https). */
export function collabUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${collabPath}`;
}
