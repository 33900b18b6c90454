/**
 * Resetting a forgotten password (issue 40): the /auth/resetPassword screens, loaded with the
 * sign-in page, and the account mails the api sends (a later area: no screen shows them).
 */
export const resetPasswordEn = {
  title: "Forgot your password?",
  administrator:
    "Passwords are reset by your lab's administrator. Ask an administrator to reset your password, then sign in with the temporary password you receive and choose a new one.",
  back: "Back to sign in",
  requestIntro:
    "Enter your ID or the e-mail address of your account. We will send a link to that address to choose a new password.",
  account: "ID or e-mail address",
  requestSubmit: "Send the link",
  sentTitle: "Check your e-mail",
  sent: "If an account matches, a link to choose a new password is on its way to its e-mail address. The link works once, for {{minutes}} minutes.",
  sentHint:
    "No mail after a few minutes? Look in your spam folder or ask again. An account that signs in through your institution changes its password there; otherwise ask your lab's administrator.",
  again: "Send another link",
  confirmTitle: "Choose a new password",
  confirmIntro: "Choose a new password for your E-Note account. Every other sign-in of your account will end.",
  newPassword: "New password",
  newPasswordConfirm: "Confirm new password",
  confirmSubmit: "Save new password",
  newLink: "Ask for a new link",
  doneTitle: "Your password is changed",
  done: "Sign in with your new password. Every other sign-in of your account has ended.",
  doneId: "Your ID: {{memberId}}",
  signIn: "Sign in",
};

export const resetPasswordKo: typeof resetPasswordEn = {
  title: "비밀번호를 잊으셨나요?",
  administrator:
    "비밀번호는 연구실 관리자가 초기화합니다. 관리자에게 비밀번호 초기화를 요청한 뒤, 받은 임시 비밀번호로 로그인하여 새 비밀번호를 설정해 주세요.",
  back: "로그인으로 돌아가기",
  requestIntro: "아이디 또는 계정의 이메일 주소를 입력하세요. 그 주소로 새 비밀번호를 정하는 링크를 보내 드립니다.",
  account: "아이디 또는 이메일 주소",
  requestSubmit: "링크 보내기",
  sentTitle: "이메일을 확인하세요",
  sent: "일치하는 계정이 있으면 그 계정의 이메일 주소로 새 비밀번호를 정하는 링크를 보냈습니다. 링크는 {{minutes}}분 동안 한 번만 쓸 수 있습니다.",
  sentHint:
    "몇 분이 지나도 메일이 없으면 스팸함을 확인하거나 다시 요청하세요. 소속 기관 계정으로 로그인하는 경우에는 기관에서 비밀번호를 바꾸고, 그 밖에는 연구실 관리자에게 문의하세요.",
  again: "링크 다시 보내기",
  confirmTitle: "새 비밀번호 설정",
  confirmIntro: "E-Note 계정의 새 비밀번호를 정하세요. 이 계정의 다른 로그인은 모두 종료됩니다.",
  newPassword: "새 비밀번호",
  newPasswordConfirm: "새 비밀번호 확인",
  confirmSubmit: "새 비밀번호 저장",
  newLink: "새 링크 요청하기",
  doneTitle: "비밀번호가 변경되었습니다",
  done: "새 비밀번호로 로그인하세요. 이 계정의 다른 로그인은 모두 종료되었습니다.",
  doneId: "아이디: {{memberId}}",
  signIn: "로그인",
};

/** Mails about a member's own account, written in the member's language. */
export const accountMailEn = {
  resetSubject: "Choose a new E-Note password",
  greeting: "Hello {{name}},",
  resetIntro: "A new password was asked for your E-Note account ({{memberId}}). Open the link below to choose one.",
  resetLink: "Choose a new password",
  resetExpiry: "The link works once, until {{time}} ({{minutes}} minutes from the request).",
  resetIgnore: "If you did not ask for this, ignore this mail: your password stays as it is.",
  changedSubject: "Your E-Note password was changed",
  changedBody:
    "The password of your E-Note account ({{memberId}}) was changed at {{time}} with a link sent to this address. Every sign-in of the account has ended.",
  changedWarning: "If you did not do this, tell your lab's administrator at once.",
  footer: "E-Note sends this mail about your account's security; it cannot be turned off.",
};

export const accountMailKo: typeof accountMailEn = {
  resetSubject: "E-Note 새 비밀번호 설정",
  greeting: "{{name}}님, 안녕하세요.",
  resetIntro: "E-Note 계정({{memberId}})의 새 비밀번호 설정이 요청되었습니다. 아래 링크를 열어 새 비밀번호를 정하세요.",
  resetLink: "새 비밀번호 정하기",
  resetExpiry: "링크는 {{time}}까지 한 번만 쓸 수 있습니다(요청 후 {{minutes}}분).",
  resetIgnore: "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
  changedSubject: "E-Note 비밀번호가 변경되었습니다",
  changedBody:
    "E-Note 계정({{memberId}})의 비밀번호가 {{time}}에 이 주소로 보낸 링크로 변경되었습니다. 이 계정의 로그인은 모두 종료되었습니다.",
  changedWarning: "본인이 변경하지 않았다면 즉시 연구실 관리자에게 알려 주세요.",
  footer: "계정 보안에 관한 메일이므로 수신을 끌 수 없습니다.",
};
