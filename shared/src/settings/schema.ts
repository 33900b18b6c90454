import { z } from "zod";

/**
 * GET /api/settings.do — what every page of the installation shows the same way, public: the
 * lab's time zone (ENOTE_TIME_ZONE), in which dates and times are shown and exported.
 */
export const labSettings = z.object({ timeZone: z.string() });
export type LabSettings = z.infer<typeof labSettings>;
