import { signUpInput } from "@enote/shared";
import { useZodForm, type ZodForm } from "../../hooks/useZodForm";

export type SignUpValues = {
  memberId: string;
  password: string;
  passwordConfirm: string;
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  initial: string;
  organization: string;
  phone: string;
  groupCode: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  newsletter: boolean;
};

export type SignUpForm = ZodForm<typeof signUpInput, SignUpValues>;

/** What the form's field groups use: the same for the ordinary sign-up and its social completion. */
export type SignUpFieldsForm = Pick<SignUpForm, "textProps" | "checkboxProps">;

const upper = (value: string) => value.toUpperCase();

/** Validated with the same schema the api parses signUp.do with. */
export function useSignUpForm(groupCode: string): SignUpForm {
  return useZodForm<typeof signUpInput, SignUpValues>(
    signUpInput,
    {
      memberId: "",
      password: "",
      passwordConfirm: "",
      email: "",
      firstName: "",
      lastName: "",
      nickName: "",
      initial: "",
      organization: "",
      phone: "",
      groupCode,
      agreeTerms: false,
      agreePrivacy: false,
      newsletter: false,
    },
    {
      testIdPrefix: "signup",
      normalize: { initial: upper },
      codeFields: { MEMBER_ID_TAKEN: "memberId", EMAIL_TAKEN: "email" },
    },
  );
}
