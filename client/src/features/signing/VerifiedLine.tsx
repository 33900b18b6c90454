import { Group, List, Text } from "@mantine/core";
import { formatDateTime, type VerifyResult } from "@enote/shared";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useVerifyBook } from "./queries";
import { namedMember } from "../../lib/memberName";

/** "signed by …, checked by …, time-stamped …" from the signatures in force. */
function verifiedParts(result: VerifyResult, t: TFunction): string {
  const parts: string[] = [];
  const writer = result.signatures.filter((s) => s.role === "WRITER").at(-1);
  const checker = result.signatures.filter((s) => s.role === "CHECKER").at(-1);
  if (writer) parts.push(t("signing.summary.signedBy", { name: namedMember(writer.member) }));
  if (checker) parts.push(t("signing.summary.checkedBy", { name: namedMember(checker.member) }));
  const pending = result.signatures.flatMap((s) =>
    s.timestampState === "pending" && s.timestampPendingSince ? [s.timestampPendingSince] : [],
  );
  const stamps = result.signatures.flatMap((s) => (s.timestamp ? [s.timestamp.time] : [])).sort();
  const last = stamps.at(-1);
  const since = pending.sort()[0];
  // A pending token is the news: the book is signed, its trusted time has not arrived yet.
  if (since) parts.push(t("signing.summary.timestampPending", { date: formatDateTime(since) }));
  else if (last) parts.push(t("signing.summary.timestamped", { date: formatDateTime(last) }));
  else parts.push(t("signing.summary.notTimestamped"));
  return parts.join(", ");
}

/** One line under the book's status bar: what verify.do found, and which checks failed if any. */
export function VerifiedLine({ lbIdx }: { lbIdx: number }) {
  const { t } = useTranslation();
  const verify = useVerifyBook(lbIdx);
  if (verify.isPending) {
    return (
      <Text size="xs" c="dimmed" data-testid="labbook-verified" data-state="checking">
        {t("signing.summary.checking")}
      </Text>
    );
  }
  if (verify.isError) {
    return (
      <Text size="xs" c="dimmed" data-testid="labbook-verified" data-state="unavailable">
        {t("signing.summary.unavailable")}
      </Text>
    );
  }
  const result = verify.data;
  if (result.valid) {
    const text =
      result.signatures.length === 0
        ? t("signing.summary.notSigned")
        : t("signing.summary.verified", { parts: verifiedParts(result, t) });
    return (
      <Text
        size="xs"
        c="teal.8"
        data-testid="labbook-verified"
        data-state="valid"
        data-timestamp={result.signatures.some((s) => s.timestampState === "pending") ? "pending" : undefined}
      >
        {text}
      </Text>
    );
  }
  const failed = result.checks.filter((check) => !check.ok);
  const names = [...new Set(failed.map((check) => t(`signing.checks.${check.name}`)))].join(", ");
  return (
    <Group gap={4} data-testid="labbook-verified" data-state="invalid">
      <Text size="xs" c="red.8" fw={500}>
        {t("signing.summary.failed", { checks: names })}
      </Text>
      <List size="xs" c="red.8">
        {failed.map((check, index) => (
          <List.Item key={`${check.name}-${index}`} data-testid="labbook-verify-failure" data-check={check.name}>
            {check.detail}
          </List.Item>
        ))}
      </List>
    </Group>
  );
}
