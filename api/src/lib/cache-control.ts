/** No api answer is kept by the browser: lab data stays off the disks of shared bench tablets. */
export const apiCacheControl = "private, no-store";
