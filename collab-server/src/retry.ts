/** Runs `task`; after a failure waits the next delay and tries again. Throws the last error once the delays run out. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  delaysMs: readonly number[],
  onFailure: (error: unknown, attempt: number, willRetry: boolean) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const delay = delaysMs[attempt - 1];
      onFailure(error, attempt, delay !== undefined);
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Resolves or rejects like `promise`, or rejects with `message` once `timeoutMs` has passed. */
export async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
