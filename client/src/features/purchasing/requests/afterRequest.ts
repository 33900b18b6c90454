import type { QuotationCreated } from "@enote/shared";

/**
 * What the requester is told after sending a quotation request: "sent" (the spec §8 success
 * message) only when every supplier got its mail; "manual" when some links must go by hand, and
 * then that is the only message (the request is saved; no claim that mail went out).
 */
export function afterRequest(result: Pick<QuotationCreated, "manualLinks">): "sent" | "manual" {
  return result.manualLinks.length > 0 ? "manual" : "sent";
}
