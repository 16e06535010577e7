import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../scripts/free-port.ts";

/** The PostgreSQL server programs (Debian puts them under /usr/lib/postgresql/<version>/bin), or null. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) if (existsSync(join(root, version, "bin", "pg_ctl"))) return join(root, version, "bin");
  return null;
}

/**
 * A PostgreSQL cluster of a test's own, on a free port, that the test may
 * stop and start: an outage that touches nothing else on the machine.
 * initdb refuses to run as root, so as root the programs run as `postgres`.
 */
export async function startCluster(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), "greenpage-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : join(bin, program), asRoot ? ["-u", "postgres", "--", join(bin, program), ...args] : args, { stdio: "pipe" });
  const data = join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    run,
    start,
    /** Stops the server the way a crash does: every connection dropped, nothing flushed politely. */
    crash: () => run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]),
    /** Pauses the server and its backends: connections stay open and nothing answers (a hung host, a cut network). */
    freeze: () => signalServer(data, "STOP"),
    thaw: () => signalServer(data, "CONT"),
    remove() {
      try {
        signalServer(data, "CONT");
        run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The postmaster's pid is the first line of its pid file; backends are its children. */
function signalServer(data: string, signal: "STOP" | "CONT") {
  const pid = readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]!.trim();
  execFileSync("pkill", [`-${signal}`, "-P", pid]);
  execFileSync("kill", [`-${signal}`, pid]);
}

const uidOf = (user: string) => Number(execFileSync("id", ["-u", user]).toString().trim());
const gidOf = (user: string) => Number(execFileSync("id", ["-g", user]).toString().trim());

/**
 * A streaming replica of `primary` (the same folder, another port): a base
 * backup with `pg_basebackup -R`, which writes the standby's connection to
 * the primary; initdb's pg_hba already trusts replication from 127.0.0.1.
 */
export async function startStandby(primary: Awaited<ReturnType<typeof startCluster>>) {
  const data = join(primary.dir, "standby");
  primary.run("pg_basebackup", ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-D", data, "-R", "-X", "stream", "-c", "fast"]);
  const port = await freePort();
  const options = `-p ${port} -k ${primary.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  primary.run("pg_ctl", ["-D", data, "-o", options, "-l", join(primary.dir, "standby.log"), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        primary.run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {
        // Already stopped.
      }
    },
  };
}
