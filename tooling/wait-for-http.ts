/** Polls `url` until it answers 200; returns the seconds elapsed since `since` (a Date.now()). */
export async function waitFor200(url: string, since = Date.now(), deadlineMs = 180_000): Promise<number> {
  while (Date.now() - since < deadlineMs) {
    try {
      if ((await fetch(url)).status === 200) return (Date.now() - since) / 1000
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer 200 within ${deadlineMs / 1000} s`)
}
