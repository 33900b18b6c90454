/** Screen texts of confirming oneself again with a linked provider to sign or leave (issue 27). */
export const reauthEn = {
  intro: "Your account signs in through {{providers}}. Confirm it is you with one of them to sign.",
  confirmWith: "Confirm with {{provider}}",
  confirming: "Confirming with {{provider}}…",
  notCompleted: "The confirmation with {{provider}} was not completed. Please try again.",
  noProvider: "Your account has no password and no linked provider to confirm with.",
  leaveIntro:
    "Leaving deletes your membership. Your account signs in through {{providers}}: confirm it is you with one of them.",
  leaveWith: "Confirm with {{provider}} and leave",
  passwordTitle: "Set a password",
  passwordIntro:
    "You signed up through {{providers}} and have no password yet. Confirm it is you with one of them, then choose a password.",
  passwordReady: "Confirmed. Choose your password now.",
  passwordSet: "Your password is set",
};

export const reauthKo: typeof reauthEn = {
  intro: "이 계정은 {{providers}}(으)로 로그인합니다. 서명하려면 그중 하나로 본인임을 확인하세요.",
  confirmWith: "{{provider}}(으)로 확인",
  confirming: "{{provider}}(으)로 확인하는 중…",
  notCompleted: "{{provider}} 확인이 완료되지 않았습니다. 다시 시도해 주세요.",
  noProvider: "이 계정에는 비밀번호도, 확인에 쓸 연결된 로그인 제공자도 없습니다.",
  leaveIntro:
    "탈퇴하면 회원 정보가 삭제됩니다. 이 계정은 {{providers}}(으)로 로그인하므로, 그중 하나로 본인임을 확인하세요.",
  leaveWith: "{{provider}}(으)로 확인하고 탈퇴",
  passwordTitle: "비밀번호 설정",
  passwordIntro:
    "{{providers}}(으)로 가입하여 아직 비밀번호가 없습니다. 그중 하나로 본인임을 확인한 뒤 비밀번호를 정하세요.",
  passwordReady: "확인되었습니다. 이제 비밀번호를 정하세요.",
  passwordSet: "비밀번호가 설정되었습니다",
};
