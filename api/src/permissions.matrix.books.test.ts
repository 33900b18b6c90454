// A part of the permission matrix (test/matrix-parts.ts), a file of its own so workers share the matrix.
import { matrixParts } from "./test/matrix-parts";
import { runPermissionMatrix } from "./test/matrix-suite";

runPermissionMatrix("books", matrixParts.books);
