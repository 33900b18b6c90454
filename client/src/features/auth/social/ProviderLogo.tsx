import type { SocialProvider } from "@enote/shared";

/** Each provider's mark as its brand rules draw it on a login button. */
export function ProviderLogo({ provider }: { provider: SocialProvider }) {
  if (provider === "kakao") {
    return (
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
        <path
          fill="#000"
          d="M9 1.5C4.6 1.5 1 4.3 1 7.8c0 2.2 1.5 4.2 3.7 5.3l-.9 3.4c-.1.3.3.5.5.3l4-2.7c.2 0 .5.1.7.1 4.4 0 8-2.8 8-6.3S13.4 1.5 9 1.5z"
        />
      </svg>
    );
  }
  if (provider === "oidc") {
    // An institution: a building with columns (no brand of its own to follow).
    return (
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
        <path fill="#fff" d="M9 1 1 5v1.5h16V5zM2.5 8h2v6h-2zm4 0h2v6h-2zm3 0h2v6h-2zm4 0h2v6h-2zM1 15h16v2H1z" />
      </svg>
    );
  }
  if (provider === "naver") {
    return (
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path fill="#fff" d="M10.8 8.6 5 0H0v16h5.2V7.4L11 16h5V0h-5.2z" />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
