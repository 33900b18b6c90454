/** The shape of a translation catalogue: the same keys in every locale, strings at the leaves. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
