import { Button, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconBell } from "../../components/icons";
import { useSetWatch, useWatch } from "./queries";

/** On a lab book: watch it (a notification for every comment) or stop watching. */
export function WatchButton({ lbIdx }: { lbIdx: number }) {
  const { t } = useTranslation();
  const watch = useWatch(lbIdx);
  const setWatch = useSetWatch(lbIdx);
  const watching = watch.data?.watching ?? false;
  return (
    <Tooltip label={t("notifications.watchHint")}>
      <Button
        size="xs"
        variant={watching ? "light" : "default"}
        leftSection={<IconBell />}
        loading={watch.isPending || setWatch.isPending}
        onClick={() => setWatch.mutate(!watching)}
        aria-pressed={watching}
        data-testid="watch-button"
      >
        {watching ? t("notifications.watching") : t("notifications.watch")}
      </Button>
    </Tooltip>
  );
}
