import { describe, expect, it } from "vitest";
import { hazardStatementCodes, hazardStatementText, isHazardStatement, normalizeHazardStatement } from "./ghs";

describe("GHS hazard statements", () => {
  it("lists every statement once, each with an English and a Korean text", () => {
    expect(new Set(hazardStatementCodes).size).toBe(hazardStatementCodes.length);
    for (const code of hazardStatementCodes) {
      expect(code).toMatch(/^H\d{3}[A-Za-z]{0,2}(\+H\d{3})*$/);
      expect(hazardStatementText(code, "en-US")?.length, code).toBeGreaterThan(5);
      expect(hazardStatementText(code, "ko-KR"), code).toMatch(/[가-힣]/);
    }
  });

  it("covers the GHS range from H200 to H420, including combined statements", () => {
    for (const code of ["H200", "H225", "H290", "H300", "H314", "H373", "H400", "H420", "H300+H310+H330"]) {
      expect(isHazardStatement(code), code).toBe(true);
    }
    expect(isHazardStatement("H199")).toBe(false);
    expect(isHazardStatement("H999")).toBe(false);
    expect(isHazardStatement("H310+H300")).toBe(false);
  });

  it("gives the statement's meaning in the member's language", () => {
    expect(hazardStatementText("H225", "en-US")).toBe("Highly flammable liquid and vapour");
    expect(hazardStatementText("H225", "ko-KR")).toBe("고인화성 액체 및 증기");
    expect(hazardStatementText("H319", "ko")).toBe("눈에 심한 자극을 일으킴");
    expect(hazardStatementText("H123", "en-US")).toBeNull();
  });

  it("reads codes as typed: any case, spaces around the plus", () => {
    expect(normalizeHazardStatement("h225")).toBe("H225");
    expect(normalizeHazardStatement(" h300 + h310 ")).toBe("H300+H310");
    expect(normalizeHazardStatement("H350I")).toBe("H350i");
    expect(normalizeHazardStatement("H360Fd")).toBe("H360Fd");
    expect(normalizeHazardStatement("h360fd")).toBe("H360FD");
    expect(normalizeHazardStatement("H226x")).toBeNull();
  });
});
