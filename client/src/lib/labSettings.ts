import { apiPaths, labSettings, setLabTimeZone } from "@enote/shared";
import { api } from "./api";

/** Longest the first page waits for the lab's settings before it shows dates in the default zone. */
const settingsWaitMs = 1500;

/**
 * Reads the lab's time zone (GET /api/settings.do) before the first page draws, so every date is
 * shown in it (ENOTE_TIME_ZONE), as the server's exports write them. A slow or failed answer
 * leaves the default zone (Asia/Seoul) rather than hold the app back.
 */
export async function loadLabSettings(): Promise<void> {
  const answer = api.get<unknown>(apiPaths.settings, { auth: false }).then((data) => {
    const parsed = labSettings.safeParse(data);
    if (parsed.success) setLabTimeZone(parsed.data.timeZone);
  });
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, settingsWaitMs));
  await Promise.race([answer.catch(() => undefined), giveUp]);
}
