import { describe, expect, it } from "vitest";
import * as asn1js from "asn1js";
import { requestNonce } from "./tsa";

describe("the nonce of a time-stamp request", () => {
  it("is always a positive INTEGER in its shortest DER form, which OpenSSL's TSA accepts", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const nonce = requestNonce();
      expect(nonce).toHaveLength(8);
      // Positive and unpadded: the first byte is neither 0 nor has its top bit set.
      expect(nonce[0]).toBeGreaterThanOrEqual(0x40);
      expect(nonce[0]).toBeLessThan(0x80);
      const der = new asn1js.Integer({ valueHex: new Uint8Array(nonce).buffer }).toBER();
      expect(Buffer.from(der).subarray(2)).toEqual(nonce);
      seen.add(nonce.toString("hex"));
    }
    expect(seen.size).toBe(5_000);
  });
});
