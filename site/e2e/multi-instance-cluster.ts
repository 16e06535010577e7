import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/free-port.ts";
import { apiCommand, apiEnv, siteCommand } from "../../scripts/processes.mjs";
import { emptyDatabase, waitFor } from "./servers.ts";

const root = join(import.meta.dirname, "..", "..");
const shipped = join(root, "deploy", "nginx");

/** nginx on this machine, or null (Debian: apt-get install nginx). */
export function nginxBinary(): string | null {
  for (const path of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(path)) return path;
  return null;
}

/**
 * The shipped deploy/nginx/greenpage.conf with only what is the machine's
 * own replaced: the upstream addresses, the ports, the certificate and the
 * cache folder. Each replacement must find its text exactly once, so a
 * change to the shipped file that this test no longer follows fails loudly.
 */
export function testConfig(shippedConf: string, at: { prefix: string; http: number; https: number; api: number[]; site: number[] }): string {
  const upstream = (name: string, ports: number[]) =>
    `upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join("\n")}\n    keepalive 32;\n}`;
  const replacements: [RegExp, string][] = [
    [/upstream greenpage_api \{[^}]*\}/, upstream("greenpage_api", at.api)],
    [/upstream greenpage_site \{[^}]*\}/, upstream("greenpage_site", at.site)],
    [/^ {4}listen 80;$/m, `    listen 127.0.0.1:${at.http};`],
    [/^ {4}listen \[::\]:80;\n/m, ""],
    [/^ {4}listen 443 ssl http2;$/m, `    listen 127.0.0.1:${at.https} ssl http2;`],
    [/^ {4}listen \[::\]:443 ssl http2;\n/m, ""],
    [/ssl_certificate \S+;/, `ssl_certificate ${at.prefix}/cert.pem;`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${at.prefix}/key.pem;`],
    [/proxy_cache_path \/var\/cache\/nginx\/greenpage /, `proxy_cache_path ${at.prefix}/cache `],
  ];
  let text = shippedConf;
  for (const [pattern, replacement] of replacements) {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/nginx/greenpage.conf: expected ${pattern} once, found it ${found} times`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

// biome-ignore lint/suspicious/noExplicitAny: each test reads the shape of the endpoint it calls.
export type Answer = { status: number; headers: IncomingHttpHeaders; text: string; json: any };

/** A local SMTP server that keeps every message it takes. */
async function smtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Two API processes (Bun) and two site processes (the built site, on Node)
 * on one fresh PostgreSQL database, behind nginx running the shipped config
 * over TLS with a certificate of its own. Site n talks to API n directly, as
 * on a machine that runs one of each.
 */
export async function startCluster(baseUrl: string) {
  const nginx = nginxBinary()!;
  const prefix = mkdtempSync(join(tmpdir(), "greenpage-multi-"));
  // As root nginx's workers run as nobody: they must reach the cache and temp folders.
  chmodSync(prefix, 0o755);
  for (const dir of ["conf/snippets", "logs", "temp", "data"]) mkdirSync(join(prefix, dir), { recursive: true });
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", join(prefix, "key.pem"), "-out", join(prefix, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const [http, https, api1, api2, site1, site2] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
  const ports = { http: http!, https: https!, api: [api1!, api2!], site: [site1!, site2!] };
  const publicUrl = `https://localhost:${ports.https}`;
  const database = await emptyDatabase(baseUrl);
  const smtp = await smtpServer();
  const children: ChildProcess[] = [];

  writeFileSync(join(prefix, "conf", "greenpage.conf"), testConfig(readFileSync(join(shipped, "greenpage.conf"), "utf8"), { prefix, ...ports }));
  writeFileSync(join(prefix, "conf", "snippets", "greenpage-routes.conf"), readFileSync(join(shipped, "greenpage-routes.conf"), "utf8"));
  const temp = (name: string) => `${name}_temp_path ${prefix}/temp/${name.split("_")[0]};`;
  writeFileSync(
    join(prefix, "conf", "nginx.conf"),
    [
      `pid ${prefix}/nginx.pid;`,
      "worker_processes 1;",
      "events { worker_connections 256; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      // Which process answered each request ("-" when nginx answered from its own cache).
      "  log_format upstreams '$request_method $uri $status $upstream_addr';",
      `  access_log ${prefix}/logs/access.log upstreams;`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      "  include greenpage.conf;",
      "}",
    ].join("\n"),
  );

  const env = {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "multi-instance-test-secret-0123456789abcdef",
    SITE_URL: publicUrl,
    DATA_DIR: join(prefix, "data"),
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // Long enough that only a purge, never the expiry, can show an edit within a second.
    PAGE_CACHE_SECONDS: "30",
  };
  const stop = async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.on("exit", r)))));
    await smtp.close();
    await database.drop();
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // The deploy step: migrate once, then start every process (none races another to create the tables).
    const migrated = spawnSync("bun", ["api/src/cli/migrate.ts"], { cwd: root, env, encoding: "utf8" });
    if (migrated.status !== 0) throw new Error(`migration failed: ${migrated.stderr}`);
    const outDir = process.env.E2E_SITE_OUT_DIR ?? "dist";
    for (const [i, port] of ports.api.entries()) {
      children.push(spawn(...apiCommand(), { cwd: root, env: apiEnv({ ...env, API_PORT: String(port) }), stdio: ["ignore", "ignore", "inherit"] }));
      const site = { ...env, PORT: String(ports.site[i]), HOST: "127.0.0.1", API_URL: `http://127.0.0.1:${port}` };
      children.push(spawn(...siteCommand(outDir), { cwd: root, env: site, stdio: ["ignore", "ignore", "inherit"] }));
    }
    children.push(
      spawn(nginx, ["-p", prefix, "-c", join(prefix, "conf", "nginx.conf"), "-e", "stderr", "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] }),
    );
    await Promise.all([
      ...ports.api.map((p) => waitFor(`http://127.0.0.1:${p}/api/v1/health/`)),
      ...ports.site.map((p) => waitFor(`http://127.0.0.1:${p}/robots.txt`)),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  const tls = new Agent({ ca: readFileSync(join(prefix, "cert.pem")) });
  /** One request, answered whole (a gzip body unzipped); no redirects followed. */
  function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    const target = new URL(url);
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const headers = { ...(body ? { "content-type": "application/json" } : {}), ...init.headers };
    return new Promise((resolve, reject) => {
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      const request = send(target, { method: init.method ?? "GET", headers, ...(target.protocol === "https:" ? { agent: tls } : {}) }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text = (response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
          let json: Answer["json"] = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      });
      request.on("error", reject);
      request.end(body);
    });
  }

  return {
    /** nginx over TLS: what visitors use. */
    publicUrl,
    /** nginx's plain-HTTP port (redirects). */
    httpUrl: `http://127.0.0.1:${ports.http}`,
    api: ports.api.map((p) => `http://127.0.0.1:${p}`),
    site: ports.site.map((p) => `http://127.0.0.1:${p}`),
    upstreams: { api: ports.api.map((p) => `127.0.0.1:${p}`), site: ports.site.map((p) => `127.0.0.1:${p}`) },
    databaseUrl: database.url,
    mails: smtp.received,
    call,
    /** nginx's access log so far: method, path, status and the process that answered ("-": nginx's cache). */
    accessLog: () =>
      readFileSync(join(prefix, "logs", "access.log"), "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [method, path, status, upstream] = line.split(" ");
          return { method: method!, path: path!, status: Number(status), upstream: upstream! };
        }),
    stop,
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
