import { formatDateTime, type BookSignature, type SignatureRole } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { useBookSignatures } from "./queries";
import { namedMember } from "../../lib/memberName";

function SignatureRow({ role, signature }: { role: SignatureRole; signature: BookSignature | undefined }) {
  const { t } = useTranslation();
  const label = t(role === "WRITER" ? "signing.print.writer" : "signing.print.checker");
  if (!signature) {
    return (
      <tr data-testid="print-signature" data-role={role} data-signed="false">
        <th scope="row">{label}</th>
        <td colSpan={4}>{t("signing.print.unsigned")}</td>
      </tr>
    );
  }
  const stamp = signature.timestamp;
  return (
    <tr data-testid="print-signature" data-role={role} data-signed="true">
      <th scope="row">{label}</th>
      <td data-testid="print-signature-name">{namedMember(signature.member)}</td>
      <td>{formatDateTime(signature.signedAt)}</td>
      <td>{signature.meaning ?? t(`signing.meaningDefault.${role}`)}</td>
      <td data-testid="print-signature-timestamp">
        {stamp
          ? `${formatDateTime(stamp.time)} · ${stamp.tsa}`
          : signature.timestampState === "pending"
            ? t("signing.print.timestampPending", { date: formatDateTime(signature.timestampPendingSince ?? "") })
            : signature.timestampState === "failed"
              ? t("signing.print.timestampFailed", { reason: signature.timestampError ?? "" })
              : t("signing.print.notTimestamped")}
      </td>
    </tr>
  );
}

/**
 * The signature block of the printed book, as a paper note has it: writer and checker, names,
 * dates, meaning, the time stamp, and the content hash they signed.
 */
export function PrintSignatureBlock({ lbIdx }: { lbIdx: number }) {
  const { t } = useTranslation();
  const signatures = useBookSignatures(lbIdx);
  if (!signatures.data) return null;
  const inForce = signatures.data.signatures.filter((s) => s.withdrawnAt === null);
  const writer = inForce.filter((s) => s.role === "WRITER").at(-1);
  const checker = inForce.filter((s) => s.role === "CHECKER").at(-1);
  const hash = (checker ?? writer)?.contentHash;
  return (
    <section className="print-block print-signatures" data-testid="print-signatures">
      <h2>{t("signing.print.title")}</h2>
      <table className="print-table">
        <thead>
          <tr>
            <th />
            <th>{t("signing.print.name")}</th>
            <th>{t("signing.print.date")}</th>
            <th>{t("signing.print.meaning")}</th>
            <th>{t("signing.print.timestamp")}</th>
          </tr>
        </thead>
        <tbody>
          <SignatureRow role="WRITER" signature={writer} />
          <SignatureRow role="CHECKER" signature={checker} />
        </tbody>
      </table>
      {hash ? (
        <p className="print-hash" data-testid="print-signature-hash">
          {t("signing.print.contentHash")}: <code>{hash}</code>
        </p>
      ) : null}
      {(checker ?? writer) ? (
        <p className="print-hash">
          {t("signing.print.keyId")}: <code>{(checker ?? writer)?.keyId}</code>
        </p>
      ) : null}
    </section>
  );
}
