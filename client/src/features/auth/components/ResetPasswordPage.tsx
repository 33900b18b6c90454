import { Button, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconLock } from "../../../components/icons";
import { paths } from "../../../paths";
import { AuthCard } from "./AuthCard";

/** Passwords are reset by an administrator; this screen says so. */
export function ResetPasswordPage() {
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
        {t("resetPassword.body")}
      </Text>
      <Button component={Link} to={paths.signIn()} variant="light" fullWidth data-testid="reset-password-back">
        {t("resetPassword.back")}
      </Button>
    </AuthCard>
  );
}
