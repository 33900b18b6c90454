import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../../components/ContentLoader";
import { PageHeader } from "../../../components/PageHeader";
import { useSession } from "../../../session/store";
import { ChangePasswordSection } from "./ChangePasswordSection";
import { LeaveSection } from "./LeaveSection";
import { ProfileSection } from "./ProfileSection";
import { SocialLinksSection } from "../../auth/social/SocialLinksSection";
import { NotificationSettingsSection } from "../../notifications/NotificationSettingsSection";
import { TokensSection } from "../../tokens/TokensSection";

/** /myLab/account: profile, password, linked sign-ins, API tokens, notifications, leaving. */
export function AccountPage() {
  const { t } = useTranslation();
  const member = useSession((state) => state.member);
  if (!member) return <ContentLoader />;
  return (
    <>
      <PageHeader title={t("account.title")} description={member.memberId} />
      <Stack gap="lg" data-testid="account-page">
        <ProfileSection member={member} />
        <ChangePasswordSection />
        <SocialLinksSection />
        <TokensSection />
        <NotificationSettingsSection />
        <LeaveSection />
      </Stack>
    </>
  );
}
