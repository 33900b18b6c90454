import { describe, expect, it } from "vitest";
import { translate } from "@enote/shared";
import { afterRequest } from "./afterRequest";

describe("after a quotation request", () => {
  it("without mail, says only that it is saved and shows the links to send by hand", () => {
    const link = { supplierIdx: 1, companyName: "Daejung", url: "https://lab.example/quote/x" };
    expect(afterRequest({ manualLinks: [link] })).toBe("manual");
    expect(translate("en-US", "purchasing.compose.manualTitle")).toMatch(/^Request saved/);
    expect(translate("ko-KR", "purchasing.compose.manualTitle")).toMatch(/^요청을 저장했습니다/);
  });
  it("with every mail sent, says the request succeeded", () => {
    expect(afterRequest({ manualLinks: [] })).toBe("sent");
  });
});
