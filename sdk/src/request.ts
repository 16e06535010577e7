import type { Client } from "openapi-fetch";
import type { paths } from "./api-types.ts";
import { GreenpageError } from "./errors.ts";

/** The typed fetch client over the API's paths. */
export type Api = Client<paths>;

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * Waits for an openapi-fetch call and returns its data, or throws a
 * GreenpageError: the server's error for a failed answer, `network` when
 * there was no answer, `server` when the answer was not the API's JSON.
 */
export async function unwrap<T>(pending: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await pending;
  } catch (cause) {
    if (cause instanceof GreenpageError) throw cause;
    if (cause instanceof SyntaxError) {
      throw new GreenpageError({ status: 200, kind: "server", code: "invalid_response", detail: "The API answered with something other than JSON.", cause });
    }
    throw GreenpageError.network(cause);
  }
  const { data, error, response } = answer;
  if (!response.ok) throw GreenpageError.fromResponse(response.status, error, response.headers);
  return data as T;
}

/** Ids travel in paths as text. */
export const idText = (id: number | string): string => String(id);
