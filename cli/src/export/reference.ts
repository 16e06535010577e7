import { type GreenpageClient, GreenpageError, type Id } from "@greenpage/sdk";
import { CliError } from "../lib/errors.ts";

/**
 * The catalogue's reference data (progress statuses, standard initiatives)
 * by code: exports name them by code, since ids belong to one server.
 */
export type Reference = {
  statusCode(id: Id): string;
  statusId(code: string): number | undefined;
  /** A status's name in a language (English when it has none in that one). */
  statusName(id: Id, lang: string): string;
  initiativeCode(id: Id): string;
  initiativeId(code: string): number | undefined;
};

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The SDK has no method for the catalogue reads; its typed raw client makes them. */
async function read<T>(pending: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await pending;
  } catch (cause) {
    throw GreenpageError.network(cause);
  }
  if (!answer.response.ok || answer.data === undefined) throw GreenpageError.fromResponse(answer.response.status, answer.error, answer.response.headers);
  return answer.data;
}

export async function loadReference(client: GreenpageClient): Promise<Reference> {
  const [statuses, catalog] = await Promise.all([
    read(client.raw.GET("/api/v1/businesses/initiatives-status/")),
    read(client.raw.GET("/api/v1/businesses/catalog/")),
  ]);
  // The generated types allow ids as text; the API answers numbers.
  const statusById = new Map(statuses.map((s) => [Number(s.id), s]));
  const initiativeById = new Map(catalog.standard_initiatives.map((s) => [Number(s.id), s.code]));
  const idOf = (value: Id | undefined) => (value === undefined ? undefined : Number(value));
  const known = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new CliError(`The server answered an unknown ${what}.`);
    return value;
  };
  return {
    statusCode: (id) => known(statusById.get(Number(id)), `status ${id}`).code,
    statusId: (code) => idOf(statuses.find((s) => s.code === code)?.id),
    statusName: (id, lang) => {
      const status = known(statusById.get(Number(id)), `status ${id}`);
      return status.name_json[lang] || status.name;
    },
    initiativeCode: (id) => known(initiativeById.get(Number(id)), `standard initiative ${id}`),
    initiativeId: (code) => idOf(catalog.standard_initiatives.find((s) => s.code === code)?.id),
  };
}
