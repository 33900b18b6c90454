import type { Page } from "playwright-core";

export interface NewMember {
  memberId: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  initial: string;
  phone: string;
}

let sequence = 0;

/** A valid, unique member for the sign-up form. */
export function newMember(): NewMember {
  sequence += 1;
  const n = `${Date.now() % 1_000_000}${sequence}`.slice(-8).padStart(8, "0");
  return {
    memberId: `bench${n}`,
    password: "flask2024ok",
    email: `bench${n}@lab.example`,
    firstName: "Rosalind",
    lastName: "Franklin",
    initial: "RFR",
    phone: `010${n}`,
  };
}

/** The sign-in screen (/auth/signIn). */
export class SignInPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/auth/signIn");
    await this.page.getByTestId("signin-form").waitFor();
  }

  title() {
    return this.page.getByTestId("page-title");
  }

  async signIn(memberId: string, password: string): Promise<void> {
    await this.page.getByTestId("signin-id").fill(memberId);
    await this.page.getByTestId("signin-password").fill(password);
    await this.page.getByTestId("signin-submit").click();
  }
}

/** The sign-up screen (/auth/signUp). */
export class SignUpPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/auth/signUp");
    await this.page.getByTestId("signup-form").waitFor();
  }

  async fill(member: NewMember, confirm = member.password): Promise<void> {
    const p = this.page;
    await p.getByTestId("signup-memberId").fill(member.memberId);
    await p.getByTestId("signup-email").fill(member.email);
    await p.getByTestId("signup-password").fill(member.password);
    await p.getByTestId("signup-passwordConfirm").fill(confirm);
    await p.getByTestId("signup-lastName").fill(member.lastName);
    await p.getByTestId("signup-firstName").fill(member.firstName);
    await p.getByTestId("signup-initial").fill(member.initial);
    await p.getByTestId("signup-phone").fill(member.phone);
    await p.getByTestId("signup-agreeTerms").check();
    await p.getByTestId("signup-agreePrivacy").check();
  }

  async submit(): Promise<void> {
    await this.page.getByTestId("signup-submit").click();
  }

  fieldError(name: string) {
    return this.page.getByTestId(`signup-${name}-error`);
  }
}

/** Waits until the main layout shows the signed-in member. */
export async function waitSignedIn(page: Page): Promise<void> {
  await page.getByTestId("header-member-name").waitFor();
}

export async function storedTokens(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem("accessToken"),
    refreshToken: localStorage.getItem("refreshToken"),
  }));
}
