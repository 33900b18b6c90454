import { Button, Center, Loader, Text, ThemeIcon } from "@mantine/core";
import { resetLinkTokenParam } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { IconLock } from "../../../components/icons";
import { paths } from "../../../paths";
import { ResetConfirmForm } from "../recovery/ResetConfirmForm";
import { ResetRequestForm } from "../recovery/ResetRequestForm";
import { useSocialProviders } from "../social/queries";
import { AuthCard } from "./AuthCard";

/** Without mail (no ENOTE_SMTP_URL), passwords are reset by an administrator; this screen says so. */
function AskAdministrator() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("resetPassword.title")}
      testId="reset-password-page"
      icon={
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={30} />
        </ThemeIcon>
      }
    >
      <Text ta="center" data-testid="reset-password-body">
        {t("resetPassword.administrator")}
      </Text>
      <Button component={Link} to={paths.signIn()} variant="light" fullWidth data-testid="reset-password-back">
        {t("resetPassword.back")}
      </Button>
    </AuthCard>
  );
}

/**
 * /auth/resetPassword (public): a mailed link's token opens the new-password form; otherwise the
 * request form when this installation mails links, else the administrator's way.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(resetLinkTokenParam);
  const providers = useSocialProviders();
  if (token !== null) return <ResetConfirmForm token={token} />;
  if (providers.isPending) {
    return (
      <Center mt={96} data-testid="reset-password-loading">
        <Loader />
      </Center>
    );
  }
  return providers.data?.passwordResetByMail ? <ResetRequestForm /> : <AskAdministrator />;
}
