/**
 * A value as an LDAP filter may hold it (RFC 4515 §3): `*`, `(`, `)`, `\` and NUL written as
 * `\XX`, so a typed id can only ever be compared for equality, never widen or reshape the filter.
 */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (char) => `\\${char.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/** The configured filter with every `{id}` replaced by the escaped id. */
export function searchFilterFor(template: string, id: string): string {
  const escaped = escapeFilterValue(id);
  return template.replaceAll("{id}", () => escaped);
}
