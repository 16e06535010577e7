import { GreenpageError } from "./errors.ts";
import { type Api, idText, unwrap } from "./request.ts";
import type { DownloadedFile, FileData, Id } from "./types.ts";

/**
 * Options that send a file's bytes as the request body, as the upload calls
 * take them (openapi-fetch would otherwise send JSON).
 */
function fileBody(data: FileData, contentType: string) {
  return { body: data as never, bodySerializer: (body: unknown) => body, headers: { "content-type": contentType } };
}

/** A page's images (logo, covers, initiative images). */
export function imagesApi(api: Api) {
  return {
    /**
     * Uploads a JPG or PNG (10 MB by default); the API checks the type by the
     * file's first bytes. Answers `{ key, url, content_type, size }`: put the
     * key in `logo`, `image` or `cover_image`. `POST /businesses/{id}/images/`
     */
    upload: (pageId: Id, data: FileData, contentType?: string) =>
      unwrap(
        api.POST("/api/v1/businesses/{business_id}/images/", {
          params: { path: { business_id: idText(pageId) } },
          ...fileBody(data, contentType || (data instanceof Blob && data.type) || "application/octet-stream"),
        }),
      ),
  };
}

/** An attachment's id in URLs: the file part of its key (`pages/1/attachments/<id>.pdf`). A bare id is returned as it is. */
const attachmentId = (idOrKey: string) => idOrKey.slice(idOrKey.lastIndexOf("/") + 1).replace(/\.pdf$/i, "");

/** Evidence: PDF files attached to a content (up to 10 MB each). */
export function attachmentsApi(api: Api) {
  const onItem = (pageId: Id, contentId: Id) => ({ business_id: idText(pageId), content_id: idText(contentId) });
  return {
    /**
     * Attaches a PDF under `name` (".pdf" is added when missing); a verified
     * item goes back to Self Reported. Answers `{ key, name, content_type, size, url }`.
     * `POST /businesses/{id}/contents/{content_id}/attachments/?name=`
     */
    upload: (pageId: Id, contentId: Id, name: string, data: FileData) =>
      unwrap(
        api.POST("/api/v1/businesses/{business_id}/contents/{content_id}/attachments/", {
          params: { path: onItem(pageId, contentId), query: { name } },
          ...fileBody(data, "application/pdf"),
        }),
      ),
    /** Removes an attachment, given its key (as contents list it) or its id. `DELETE …/attachments/{file_id}/` */
    remove: async (pageId: Id, contentId: Id, fileIdOrKey: string): Promise<void> => {
      await unwrap(
        api.DELETE("/api/v1/businesses/{business_id}/contents/{content_id}/attachments/{file_id}/", {
          params: { path: { ...onItem(pageId, contentId), file_id: attachmentId(fileIdOrKey) } },
        }),
      );
    },
  };
}

const FILES_PATH = "/api/v1/files/";

function absoluteUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The storage key in a file URL the API returned (`https://…/api/v1/files/{key}`),
 * a path (`/api/v1/files/{key}`) or a bare key, as a URL path (each part encoded).
 */
function fileKeyPath(urlOrKey: string): string {
  const text = urlOrKey.trim();
  const path = absoluteUrl(text)?.pathname ?? (text.startsWith("/") ? text : null);
  let key = text;
  if (path !== null) {
    const at = path.indexOf(FILES_PATH);
    key = at === -1 ? "" : path.slice(at + FILES_PATH.length);
    try {
      key = key.split("/").map(decodeURIComponent).join("/");
    } catch {
      key = "";
    }
  }
  if (!key) throw new TypeError(`Not a Greenpage file URL or key: ${urlOrKey}`);
  return key.split("/").map(encodeURIComponent).join("/");
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;\s]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(disposition);
  return plain?.[1]?.replace(/\\(.)/g, "$1") || plain?.[2] || undefined;
}

/** Reads an error answer's JSON body, or nothing when it has none. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Stored files: images and attachments, by the URLs or keys the API gives. */
export function filesApi(options: { origin: string; send: (request: Request) => Promise<Response>; headers?: Record<string, string> | undefined }) {
  return {
    /**
     * Downloads a file with the client's credentials, so a page's members get
     * the attachments of its gated and draft items. Whatever origin a URL
     * names, the file is asked of this client's `baseUrl`: credentials never
     * go elsewhere. Throws a TypeError for a URL that is not a file URL.
     * `GET /files/{key}`
     */
    download: async (urlOrKey: string): Promise<DownloadedFile> => {
      const request = new Request(`${options.origin}${FILES_PATH}${fileKeyPath(urlOrKey)}`, { headers: options.headers });
      try {
        const response = await options.send(request);
        if (!response.ok) throw GreenpageError.fromResponse(response.status, await errorBody(response), response.headers);
        return {
          data: new Uint8Array(await response.arrayBuffer()),
          contentType: response.headers.get("content-type") ?? "application/octet-stream",
          fileName: fileNameOf(response.headers.get("content-disposition")),
        };
      } catch (cause) {
        if (cause instanceof GreenpageError) throw cause;
        throw GreenpageError.network(cause);
      }
    },
  };
}
