import { Button, Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconLock } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import { paths } from "../../../paths";

/**
 * A share link that does not open a book: made private, replaced by a new link, or mistyped.
 * The visitor followed a link someone gave them, so "page not found / go to the dashboard" (a
 * dashboard they cannot open) told them nothing; this says what happened and offers sign-in,
 * through which a member of the book's project still reaches it.
 */
export function ShareUnavailable() {
  const { t } = useTranslation();
  useDocumentTitle(t("labBook.share.unavailableTitle"));
  return (
    <Container size="sm" py="xl" px={0}>
      <EmptyPanel
        icon={<IconLock size={30} />}
        title={t("labBook.share.unavailableTitle")}
        description={t("labBook.share.unavailableMessage")}
        actions={
          <Button component={Link} to={paths.signIn()} data-testid="share-unavailable-signin">
            {t("labBook.share.unavailableSignIn")}
          </Button>
        }
        testId="share-unavailable"
      />
    </Container>
  );
}
