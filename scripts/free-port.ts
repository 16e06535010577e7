import { createServer } from "node:net";

/**
 * A port the system has just handed out and taken back, for a test server
 * started by another process: unlike a random pick from a range, no other
 * running server holds it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
