import { Stack, Text, Title } from "@mantine/core";
import { memberColor, type DiffPiece, type VersionDiff } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { AuthorChips } from "./AuthorChips";
import { partLabel } from "./partLabel";
import { namedMember } from "../../lib/memberName";

function Piece({ piece, names }: { piece: DiffPiece; names: Map<number, string> }) {
  const { t } = useTranslation();
  if (piece.kind === "same") return <span>{piece.text}</span>;
  const color = memberColor(piece.authors[0] ?? 0);
  const who = piece.authors.map((memberIdx) => names.get(memberIdx) ?? String(memberIdx)).join(", ");
  const label = t(piece.kind === "insert" ? "history.inserted" : "history.deleted", { names: who });
  const style = { color, backgroundColor: `${color}1a`, borderRadius: 2 };
  return piece.kind === "insert" ? (
    <ins title={label} style={style} data-testid="history-insert" data-authors={piece.authors.join(",")}>
      {piece.text}
    </ins>
  ) : (
    <del title={label} style={style} data-testid="history-delete" data-authors={piece.authors.join(",")}>
      {piece.text}
    </del>
  );
}

/** What changed since the version, part by part, each change in its author's colour. */
export function VersionDiffView({ diff }: { diff: VersionDiff }) {
  const { t } = useTranslation();
  const names = new Map(diff.authors.map((author) => [author.memberIdx, namedMember(author)]));
  const changed = diff.parts.filter((part) => part.pieces.some((piece) => piece.kind !== "same"));
  return (
    <Stack gap="md" data-testid="history-diff">
      <Text size="xs" c="dimmed">
        {t("history.diffLegend")}
      </Text>
      <AuthorChips members={diff.authors} />
      {changed.length === 0 ? <Text size="sm">{t("history.noChanges")}</Text> : null}
      {changed.map((part) => (
        <Stack key={part.part} gap={4} data-testid="history-diff-part" data-part={part.part}>
          <Title order={5}>{partLabel(t, part.part)}</Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {part.pieces.map((piece, i) => (
              <Piece key={i} piece={piece} names={names} />
            ))}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
