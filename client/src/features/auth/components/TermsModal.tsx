import { Modal, ScrollArea, Text } from "@mantine/core";
import { apiPaths, type TermsKind, type TermsText } from "@enote/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../../components/ContentLoader";
import { QueryError } from "../../../components/QueryError";
import { api } from "../../../lib/api";

/**
 * The operator's terms of use or privacy policy, read before accepting them at sign-up. The text
 * is the operator's Markdown, shown as written (plain text, never HTML from a file).
 */
export function TermsModal({ kind, onClose }: { kind: TermsKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const text = useQuery({
    // The api answers in the locale cookie's language: a language switch asks again.
    queryKey: ["terms", kind, i18n.language],
    queryFn: () => api.get<TermsText>(`${apiPaths.terms}?kind=${kind ?? "terms"}`, { auth: false }),
    enabled: kind !== null,
  });
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? t(`signUp.read.${kind}Title`) : ""}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <div data-testid={`terms-modal-${kind ?? "none"}`}>
        {text.isPending ? (
          <ContentLoader />
        ) : text.isError ? (
          <QueryError error={text.error} onRetry={() => void text.refetch()} />
        ) : (
          <Text style={{ whiteSpace: "pre-wrap" }} data-testid="terms-text">
            {text.data.text}
          </Text>
        )}
      </div>
    </Modal>
  );
}
