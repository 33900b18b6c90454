export type OpenChemLib = typeof import("openchemlib");
export type OclMolecule = InstanceType<OpenChemLib["Molecule"]>;

let library: Promise<OpenChemLib> | null = null;

/** openchemlib is loaded the first time a structure needs reading, not with every api process. */
export const openchemlib = (): Promise<OpenChemLib> => (library ??= import("openchemlib"));
