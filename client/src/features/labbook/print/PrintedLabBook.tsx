import { formatDate, formatDateTime, labBookDoc, labBookSections, type LabBookDetail } from "@enote/shared";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { SessionAuth } from "../collab/session";
import { useLabBookSession, useSessionValue } from "../collab/useLabBookSession";
import { SectionEditor } from "../content/SectionEditor";
import { QrImage } from "../../../components/QrImage";
import { PrintAttachments } from "./PrintAttachments";
import { PrintReactionTable } from "./PrintReactionTable";
import { PrintStoichiometryTable } from "./PrintStoichiometryTable";
import { ReactionScheme } from "../stoichiometry/ReactionScheme";
import { useRowSafety } from "../stoichiometry/useRowSafety";
import { useStoichiometry } from "../stoichiometry/useStoichiometry";
import { useYDeep } from "./usePrintableText";
import type * as Y from "yjs";
import { namedMember } from "../../../lib/memberName";
import { PrintedMemoPreviews } from "../../memos/BookMemoPreviews";
import { PrintSignatureBlock } from "../../signing/PrintSignatureBlock";

function PrintTitle({ doc, fallback }: { doc: Y.Doc; fallback: string }) {
  const title = doc.getText(labBookDoc.title);
  useYDeep(title);
  return <h1 data-testid="print-title">{title.toString() || fallback}</h1>;
}

interface PrintedLabBookProps {
  detail: LabBookDetail;
  memberIdx: number;
  onReady: (lbIdx: number) => void;
}

/** One lab book on A4: header facts, sections as written, reaction tables as plain tables. */
export function PrintedLabBook({ detail, memberIdx, onReady }: PrintedLabBookProps) {
  const { t } = useTranslation();
  // The server's copy, read silently: no presence, no offline copy.
  const auth = useMemo<SessionAuth>(() => ({ kind: "member", memberIdx, presence: null, offline: false }), [memberIdx]);
  const session = useLabBookSession(detail.lbIdx, auth);
  const synced = useSessionValue(session, (state) => state.synced);

  useEffect(() => {
    if (synced) onReady(detail.lbIdx);
  }, [synced, onReady, detail.lbIdx]);

  const facts: [string, string][] = [
    [t("labBook.fields.seqNo"), detail.seqNo],
    [t("labBook.fields.status"), t(`labBook.status.${detail.status}`)],
    [t("labBook.fields.project"), `${detail.projectName} · ${detail.groupName}`],
    [t("labBook.fields.writer"), namedMember(detail.writer)],
    [t("labBook.fields.writeDate"), formatDate(detail.writeDate)],
    [t("labBook.fields.modifiedDate"), formatDateTime(detail.modifiedDate)],
  ];
  if (detail.completedBy && detail.completedAt) {
    facts.push([
      t("labBook.fields.completed"),
      `${namedMember(detail.completedBy)} · ${formatDateTime(detail.completedAt)}`,
    ]);
  }
  if (detail.snapshotSha256) facts.push([t("labBook.fields.snapshot"), detail.snapshotSha256]);

  return (
    <article className="print-book" data-testid="print-book" data-lb-idx={detail.lbIdx} data-ready={synced}>
      {session && synced ? <PrintTitle doc={session.doc} fallback={detail.title} /> : <h1>{detail.title}</h1>}
      <div className="print-head">
        <dl className="print-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <figure className="print-qr" data-testid="print-qr">
          <QrImage text={detail.bookUrl} size="24mm" label={t("labBook.qr.image")} />
          <figcaption>{t("labBook.qr.printed")}</figcaption>
        </figure>
      </div>
      {session && synced ? (
        <>
          {labBookSections.slice(0, 1).map((section) => (
            <PrintSection key={section} section={section} session={session} label={t(`labBook.sections.${section}`)} />
          ))}
          <PrintReactionTables doc={session.doc} />
          {labBookSections.slice(1).map((section) => (
            <PrintSection key={section} section={section} session={session} label={t(`labBook.sections.${section}`)} />
          ))}
          <PrintedMemoPreviews lbIdx={detail.lbIdx} memberIdx={memberIdx} />
          <PrintAttachments lbIdx={detail.lbIdx} />
          <PrintSignatureBlock lbIdx={detail.lbIdx} />
        </>
      ) : (
        <p className="print-empty">{t("labBook.print.loading")}</p>
      )}
    </article>
  );
}

/** The scheme, then reactants, supplies and products, computed as the live table computes them. */
function PrintReactionTables({ doc }: { doc: Y.Doc }) {
  const tables = useStoichiometry(doc);
  const safety = useRowSafety([...tables.reactants, ...tables.products], true);
  return (
    <>
      <ReactionScheme reactants={tables.reactants} products={tables.products} print />
      <PrintStoichiometryTable table="reactants" rows={tables.reactants} safety={safety} />
      <PrintReactionTable doc={doc} table="supplies" />
      <PrintStoichiometryTable table="products" rows={tables.products} safety={safety} />
    </>
  );
}

function PrintSection({
  section,
  session,
  label,
}: {
  section: (typeof labBookSections)[number];
  session: NonNullable<ReturnType<typeof useLabBookSession>>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="print-block" data-testid={`print-section-${section}`}>
      <h2>{label}</h2>
      <SectionEditor
        section={section}
        label={label}
        placeholder=""
        emptyText={t("labBook.editor.emptySection")}
        doc={session.doc}
        provider={session.provider}
        user={null}
        editable={false}
        carets={false}
      />
    </section>
  );
}
