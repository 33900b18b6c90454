import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ContentLoader } from "../../components/ContentLoader";
import { QueryError } from "../../components/QueryError";
import { isNotFound } from "../../lib/errorMessage";
import { useMemberPresence } from "../labbook/experiment/useMemberPresence";
import { MeetingRecordView } from "./MeetingRecordView";
import { MeetingRoom } from "./MeetingRoom";
import { useMeeting } from "./queries";

/** One meeting: its live room, or its record once it has ended. */
export function MeetingOpen({ meetingIdx }: { meetingIdx: number }) {
  const { t } = useTranslation();
  const meeting = useMeeting(meetingIdx);
  const user = useMemberPresence();
  const [, setSearch] = useSearchParams();
  const back = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete("meetingIdx");
      return next;
    });
  const backButton = (
    <Button variant="subtle" size="xs" onClick={back} style={{ alignSelf: "flex-start" }} data-testid="meeting-back">
      ← {t("meeting.back")}
    </Button>
  );

  if (meeting.isPending || !user) return <ContentLoader />;
  if (meeting.isError) {
    return (
      <Stack gap="sm">
        {backButton}
        {isNotFound(meeting.error) ? (
          <Alert color="gray" data-testid="meeting-gone">
            {t("meeting.gone")}
          </Alert>
        ) : (
          <QueryError error={meeting.error} onRetry={() => void meeting.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <div className="meeting-no-print">{backButton}</div>
      {meeting.data.status === "ENDED" ? (
        <MeetingRecordView meeting={meeting.data} />
      ) : (
        <MeetingRoom meeting={meeting.data} user={user} />
      )}
    </Stack>
  );
}
