import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { followPageChanges } from "./page-changes.ts";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A stand-in for the API's stream endpoint (the real one is proven in api/src/modules/page-changes). */
async function streamServer() {
  const clients: ServerResponse[] = [];
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/x-ndjson" });
    clients.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, clients };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe("following page changes", () => {
  it("is ready on the stream's word, passes on each change, and is lost (then back) when the stream drops", async () => {
    const { url, clients } = await streamServer();
    const seen: string[] = [];
    const follower = followPageChanges(
      url,
      { onReady: () => seen.push("ready"), onChange: (id) => seen.push(`changed ${id}`), onLost: () => seen.push("lost") },
      20,
    );
    await until(() => clients.length === 1);
    // Lines may arrive split across chunks.
    clients[0]!.write('{"type":"ready"}\n{"type":"changed","page_id":7}\n{"type":"cha');
    clients[0]!.write('nged","page_id":null}\n{"type":"ping"}\n');
    await until(() => seen.length === 3);
    expect(seen).toEqual(["ready", "changed 7", "changed null"]);
    clients[0]!.destroy();
    await until(() => clients.length === 2);
    clients[1]!.write('{"type":"ready"}\n');
    await until(() => seen.length === 5);
    expect(seen.slice(3)).toEqual(["lost", "ready"]);
    follower.stop();
  });
});
