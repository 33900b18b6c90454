import { Anchor, Button, Group, Paper, Stack } from "@mantine/core";
import type { LabBookDetail } from "@enote/shared";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconArrowLeft, IconPrinter } from "../../../components/icons";
import { paths } from "../../../paths";
import { bookListPath } from "../bookPaths";
import { BookmarkToggle } from "../components/BookmarkToggle";
import { LabBookMeta } from "../components/LabBookMeta";
import { IconShare } from "../icons";
import { ImportButton } from "../../bookfeed/import/ImportButton";
import { BookHistoryActions } from "../../history/BookHistoryActions";
import { BookQrButton } from "./BookQrButton";
import { WatchButton } from "../../notifications/WatchButton";
import { ShareDialog } from "./ShareDialog";
import { StatusActions } from "./StatusActions";
import { StatusHistory } from "./StatusHistory";
import { namedMember } from "../../../lib/memberName";
import { VerifiedLine } from "../../signing/VerifiedLine";

interface ExperimentHeaderProps {
  detail: LabBookDetail;
  /** The co-edited title field. */
  title: ReactNode;
  /** Who is here and the save status. */
  status: ReactNode;
}

/** Back link, title, who is here, save status; then the status bar with its actions and history. */
export function ExperimentHeader({ detail, title, status }: ExperimentHeaderProps) {
  const { t } = useTranslation();
  const [shareOpened, share] = useDisclosure(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={bookListPath(detail.kind)} size="sm" data-testid="labbook-back">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} />
            {t("labBook.editor.backToList")}
          </Group>
        </Anchor>
        <Group gap="md" wrap="nowrap">
          {status}
        </Group>
      </Group>
      {title}
      <Paper withBorder px="md" py="sm" data-testid="labbook-status-bar">
        <Group justify="space-between" gap="sm">
          <LabBookMeta
            seqNo={detail.seqNo}
            status={detail.status}
            projectName={detail.projectName}
            groupName={detail.groupName}
            writerName={namedMember(detail.writer)}
            writeDate={detail.writeDate}
            modifiedDate={detail.modifiedDate}
          />
          <Group gap="xs">
            <StatusActions detail={detail} />
            <ImportButton detail={detail} />
            <BookmarkToggle lbIdx={detail.lbIdx} bookmarked={detail.bookmarked} title={detail.title} />
            <WatchButton lbIdx={detail.lbIdx} />
            {detail.can.share ? (
              <Button
                variant="default"
                leftSection={<IconShare size={18} />}
                onClick={share.open}
                data-testid="labbook-share"
              >
                {t("labBook.share.button")}
              </Button>
            ) : null}
            <BookQrButton bookUrl={detail.bookUrl} />
            <BookHistoryActions lbIdx={detail.lbIdx} title={detail.title} />
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              component="a"
              href={paths.experimentPrint(detail.lbIdx)}
              target="_blank"
              rel="noopener"
              data-testid="labbook-print"
            >
              {t("labBook.print.button")}
            </Button>
          </Group>
        </Group>
        <StatusHistory transitions={detail.transitions} />
        {/* Ended and completed books carry signatures; one in progress has nothing to verify yet. */}
        {detail.status === "IN_PROGRESS" ? null : <VerifiedLine lbIdx={detail.lbIdx} />}
      </Paper>
      {detail.can.share ? <ShareDialog detail={detail} opened={shareOpened} onClose={share.close} /> : null}
    </Stack>
  );
}
