import { customType } from "drizzle-orm/pg-core";

/** bytea as Uint8Array (node-postgres returns a Buffer, which is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => value,
});

/** A fixed-length bit string (a structure's 512-bit fingerprint), as PostgreSQL's text of 0s and 1s. */
export const bits512 = customType<{ data: string; driverData: string }>({
  dataType: () => "bit(512)",
});
