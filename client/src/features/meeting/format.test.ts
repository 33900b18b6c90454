import { describe, expect, it } from "vitest";
import { formatDateTime } from "@enote/shared";
import { formatWhen } from "./format";

describe("meeting times", () => {
  it("are shown in the app's one date format, not the browser's long form", () => {
    const iso = "2030-03-04T00:00:00.000Z";
    expect(formatWhen(iso)).toBe(formatDateTime(iso));
    expect(formatWhen(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
