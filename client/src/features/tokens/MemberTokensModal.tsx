import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { TokenTable } from "./TokenTable";
import { useTokens } from "./queries";

interface MemberTokensModalProps {
  member: { memberIdx: number; name: string };
  onClose: () => void;
}

/** Users screen: an administrator sees one member's API tokens and revokes any of them. */
export function MemberTokensModal({ member, onClose }: MemberTokensModalProps) {
  const { t } = useTranslation();
  const tokens = useTokens(member.memberIdx);
  return (
    <Modal opened onClose={onClose} size="xl" title={t("tokens.memberTokens", { name: member.name })}>
      {tokens.data ? (
        <TokenTable tokens={tokens.data} testId={`member-tokens-${member.memberIdx}`} />
      ) : (
        <ContentLoader />
      )}
    </Modal>
  );
}
