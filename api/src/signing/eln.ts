import type { ElnFile, ElnRecordPart } from "../history/export";
import { signatureRows, toBookSignature } from "./signatures";

/**
 * The signatures of an exported book: signatures.json (each signer, role, meaning, content hash,
 * the signed statement, key id and Ed25519 signature, withdrawn ones marked), each statement as
 * the exact text that was signed, and each RFC 3161 time-stamp token (the TimeStampToken itself, not
 * the TSA's reply) as a .tst file, so an auditor can check them outside E-Note with
 * `openssl ts -verify -token_in -in signature-N.tst -data signature-N.txt`.
 */
export const signatureRecord: ElnRecordPart = async (db, book) => {
  const rows = await signatureRows(db, book.lbIdx);
  if (rows.length === 0) return [];
  const files: ElnFile[] = [
    {
      path: "signatures/signatures.json",
      name: "Signatures",
      description: "Writer and checker signatures of the book (Ed25519), with their time-stamp facts",
      bytes: Buffer.from(JSON.stringify(rows.map(toBookSignature), null, 2)),
      encodingFormat: "application/json",
    },
  ];
  for (const row of rows) {
    files.push({
      path: `signatures/signature-${row.signatureIdx}.txt`,
      name: `Signed statement ${row.signatureIdx}`,
      description: "The exact text the installation's Ed25519 key signed",
      bytes: Buffer.from(row.statement),
      encodingFormat: "text/plain",
    });
    if (row.tsaToken) {
      files.push({
        path: `signatures/signature-${row.signatureIdx}.tst`,
        name: `Time-stamp token ${row.signatureIdx}`,
        description: "RFC 3161 time-stamp token over the SHA-256 of the signed statement",
        bytes: Buffer.from(row.tsaToken),
        encodingFormat: "application/timestamp-token",
      });
    }
  }
  return files;
};
