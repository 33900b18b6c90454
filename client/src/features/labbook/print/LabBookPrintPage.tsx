import { Button, Group, Text } from "@mantine/core";
import { labBookPrintLimit } from "@enote/shared";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { IconPrinter } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import { isNotFound } from "../../../lib/errorMessage";
import { idxParam } from "../../../lib/searchParams";
import { useSession } from "../../../session/store";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import { useLabBook } from "../queries";
import { PrintedLabBook } from "./PrintedLabBook";
import "./print.css";

/** Several books print together: `/labBook/print/3,5,8` (the list's print selection). */
function parseIds(value: string | undefined): number[] | null {
  const parts = (value ?? "").split(",");
  if (parts.length === 0 || parts.length > labBookPrintLimit) return null;
  const ids = parts.map((part) => idxParam(part));
  if (ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])];
}

function PrintEntry({
  lbIdx,
  memberIdx,
  onReady,
}: {
  lbIdx: number;
  memberIdx: number;
  onReady: (lbIdx: number) => void;
}) {
  const { t } = useTranslation();
  const detail = useLabBook(lbIdx);
  if (detail.isPending) return <p className="print-empty">{t("labBook.print.loading")}</p>;
  if (detail.isError) {
    return (
      <p className="print-empty" data-testid="print-missing">
        {isNotFound(detail.error) ? t("labBook.print.notFound", { lbIdx }) : detail.error.message}
      </p>
    );
  }
  return <PrintedLabBook detail={detail.data} memberIdx={memberIdx} onReady={onReady} />;
}

function PrintDocument({ ids, memberIdx }: { ids: number[]; memberIdx: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t("labBook.print.title"));
  const [ready, setReady] = useState<ReadonlySet<number>>(new Set());
  const onReady = useCallback(
    (lbIdx: number) => setReady((current) => (current.has(lbIdx) ? current : new Set([...current, lbIdx]))),
    [],
  );
  const allReady = ids.every((id) => ready.has(id));
  return (
    <div className="print-root" data-testid="print-page">
      <Group className="print-toolbar" justify="space-between" p="md">
        <Text size="sm" c="dimmed">
          {allReady ? t("labBook.print.ready", { count: ids.length }) : t("labBook.print.loading")}
        </Text>
        <Button
          leftSection={<IconPrinter size={18} />}
          onClick={() => window.print()}
          disabled={!allReady}
          data-testid="print-now"
        >
          {t("labBook.print.button")}
        </Button>
      </Group>
      {ids.map((lbIdx) => (
        <PrintEntry key={lbIdx} lbIdx={lbIdx} memberIdx={memberIdx} onReady={onReady} />
      ))}
    </div>
  );
}

/** /labBook/print/{lbIdx} and /labBook/experiment/print/{lbIdx}: standalone, A4. */
export function LabBookPrintPage() {
  const ids = parseIds(useParams().lbIdx);
  const memberIdx = useSession((state) => state.member?.memberIdx ?? null);
  if (!ids || memberIdx === null) return <NotFoundPage />;
  if (ids.length === 1) return <SinglePrint lbIdx={ids[0] ?? 0} memberIdx={memberIdx} />;
  return <PrintDocument ids={ids} memberIdx={memberIdx} />;
}

/** One book: an unknown or hidden one is the not-found page, as everywhere. */
function SinglePrint({ lbIdx, memberIdx }: { lbIdx: number; memberIdx: number }) {
  const detail = useLabBook(lbIdx);
  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  return <PrintDocument ids={[lbIdx]} memberIdx={memberIdx} />;
}
