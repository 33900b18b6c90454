import { Badge, Group, Text } from "@mantine/core";
import { formatDate, type LabBookStatus } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { LabBookStatusBadge } from "./LabBookStatusBadge";

export interface LabBookMetaProps {
  seqNo: string;
  status: LabBookStatus;
  projectName: string;
  groupName?: string;
  writerName: string;
  writeDate: string;
  modifiedDate: string;
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {label}{" "}
      <Text span c="var(--mantine-color-text)" fw={500}>
        {value}
      </Text>
    </Text>
  );
}

/** Sequence number, status and who/where/when of a lab book, in one wrapping line. */
export function LabBookMeta(props: LabBookMetaProps) {
  const { t } = useTranslation();
  const where = props.groupName ? `${props.projectName} · ${props.groupName}` : props.projectName;
  return (
    <Group gap="xs" style={{ rowGap: 6 }} data-testid="labbook-meta">
      <Badge variant="outline" color="gray" size="lg" ff="monospace" data-testid="labbook-seqno">
        {props.seqNo}
      </Badge>
      <LabBookStatusBadge status={props.status} size="lg" />
      <Group gap="md" style={{ rowGap: 4 }} ml={4}>
        <Fact label={t("labBook.fields.project")} value={where} testId="labbook-project" />
        <Fact label={t("labBook.fields.writer")} value={props.writerName} testId="labbook-writer" />
        <Fact label={t("labBook.fields.writeDate")} value={formatDate(props.writeDate)} testId="labbook-write-date" />
        <Fact
          label={t("labBook.fields.modifiedDate")}
          value={formatDate(props.modifiedDate)}
          testId="labbook-modified-date"
        />
      </Group>
    </Group>
  );
}
