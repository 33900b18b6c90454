import { customType } from "drizzle-orm/pg-core";

/** bytea as Uint8Array (node-postgres returns a Buffer, which is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => value,
});
