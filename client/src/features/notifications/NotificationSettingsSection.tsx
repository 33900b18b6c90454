import { Alert, Button, Select, Stack } from "@mantine/core";
import {
  locales,
  notificationDeliveries,
  notificationKinds,
  type Locale,
  type NotificationDelivery,
  type NotificationSettings,
} from "@enote/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { FormAlert } from "../../components/FormAlert";
import { QueryError } from "../../components/QueryError";
import { SectionCard } from "../../components/SectionCard";
import { errorMessage } from "../../lib/errorMessage";
import { useNotificationSettings, useSaveNotificationSettings } from "./queries";

const localeLabel = { "en-US": "language.enUS", "ko-KR": "language.koKR" } as const satisfies Record<Locale, string>;

type Draft = Omit<NotificationSettings, "mailAvailable">;

/** On /myLab/account: how each kind reaches me (app, mail at once, daily digest, off) and the mails' language. */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (query.data) setDraft({ locale: query.data.locale, kinds: query.data.kinds });
  }, [query.data]);
  const deliveries = notificationDeliveries.map((value) => ({ value, label: t(`notifications.deliveries.${value}`) }));
  return (
    <SectionCard
      title={t("notifications.settings.title")}
      description={t("notifications.settings.description")}
      testId="notification-settings"
    >
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending || !draft ? (
        <ContentLoader />
      ) : (
        <Stack gap="sm">
          {query.data?.mailAvailable === false ? (
            <Alert color="gray" data-testid="notification-no-mail">
              {t("notifications.settings.noMail")}
            </Alert>
          ) : null}
          {notificationKinds.map((kind) => (
            <Select
              key={kind}
              label={t(`notifications.kindNames.${kind}`)}
              data={deliveries}
              value={draft.kinds[kind]}
              allowDeselect={false}
              onChange={(value) =>
                value && setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: value as NotificationDelivery } })
              }
              data-testid={`notification-delivery-${kind}`}
            />
          ))}
          <Select
            label={t("notifications.settings.language")}
            data={locales.map((value) => ({ value, label: t(localeLabel[value]) }))}
            value={draft.locale}
            allowDeselect={false}
            onChange={(value) => value && setDraft({ ...draft, locale: value as Locale })}
          />
          <FormAlert message={save.isError ? errorMessage(save.error) : null} testId="notification-settings-error" />
          {save.isSuccess ? <Alert color="green">{t("notifications.settings.saved")}</Alert> : null}
          <Button
            onClick={() => save.mutate(draft)}
            loading={save.isPending}
            style={{ alignSelf: "flex-start" }}
            data-testid="notification-settings-save"
          >
            {t("common.save")}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
