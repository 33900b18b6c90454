import { Button } from "@mantine/core";
import type { Member } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProfileForm } from "./ProfileForm";
import { ProfileView } from "./ProfileView";
import { SectionCard } from "../../../components/SectionCard";

export function ProfileSection({ member }: { member: Member }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={t("account.profileTitle")}
      testId="account-profile"
      actions={
        editing ? null : (
          <Button variant="light" onClick={() => setEditing(true)} data-testid="account-profile-edit">
            {t("account.editProfile")}
          </Button>
        )
      }
    >
      {editing ? <ProfileForm member={member} onDone={() => setEditing(false)} /> : <ProfileView member={member} />}
    </SectionCard>
  );
}
