/** SPEC §8: a non-success response becomes an error whose message is `{status}: {body or statusText}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'HttpError'
  }

  /** The `message` field of a JSON body, if the server sent one. */
  serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body)
      if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
        return (parsed as { message: string }).message
      }
    } catch {
      // not JSON: no server message
    }
    return undefined
  }
}

/** Reads the body of a failed response and turns it into an HttpError. */
export async function httpError(response: Response): Promise<HttpError> {
  const body = await response.text().catch(() => '')
  return new HttpError(response.status, body, response.statusText)
}
