import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkZip } from "./zip-check";

/** A one-file zip whose central directory says what we like about the file's size. */
function zipOf(content: Buffer, options: { declaredSize?: number; method?: number } = {}): Buffer {
  const method = options.method ?? 8;
  const data = method === 8 ? deflateRawSync(content) : content;
  const declared = options.declaredSize ?? content.length;
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe("checking an uploaded zip before it is unpacked", () => {
  const sheet = Buffer.from("<worksheet>".padEnd(5_000, "x"));

  it("accepts files that unpack to the sizes they declare", async () => {
    expect(await checkZip(zipOf(sheet), 1_000_000)).toBe("ok");
    expect(await checkZip(zipOf(sheet, { method: 0 }), 1_000_000)).toBe("ok");
  });

  it("refuses a zip whose declared sizes pass the limit", async () => {
    expect(await checkZip(zipOf(sheet), 4_000)).toBe("too large");
  });

  it("refuses a zip bomb that declares a small size", async () => {
    const bomb = zipOf(Buffer.alloc(64_000_000), { declaredSize: 1_000 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await checkZip(bomb, 200_000_000)).toBe("invalid");
  });

  it("refuses a file that unpacks to less than it declares, and bytes that are no zip", async () => {
    expect(await checkZip(zipOf(sheet, { declaredSize: 9_000 }), 1_000_000)).toBe("invalid");
    expect(await checkZip(Buffer.from("PK\u0003\u0004 not really a zip"), 1_000_000)).toBe("invalid");
  });
});
