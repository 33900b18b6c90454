import type { ApiIssue } from "@enote/shared";

/** A failed call: the api's `{ message, code, issues? }`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const networkErrorCode = "NETWORK_ERROR";
