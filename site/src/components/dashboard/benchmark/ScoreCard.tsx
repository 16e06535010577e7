import type { FrameworkBenchmark } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import { PlanNote } from "../plan/PlanNote.tsx";
import { dayLabel, frameworkName, gapTitle, scoreText } from "./benchmark-format.ts";

/** The score's change since the previous day it was different, in words (not only a colour or an arrow). */
export function ChangeText({ change, since }: { change: number | null; since: string | null }) {
  const { t, i18n } = useTranslation();
  if (change === null || since === null || change === 0) return <span className="hint">{t("benchmark.no_change")}</span>;
  const values = { change: scoreText(Math.abs(change), i18n.language), date: dayLabel(since, i18n.language) };
  return <span className={change > 0 ? "benchmark-up" : "benchmark-down"}>{t(change > 0 ? "benchmark.change_up" : "benchmark.change_down", values)}</span>;
}

function Peers({ peers, framework }: { peers: FrameworkBenchmark["peers"]; framework: string }) {
  const { t } = useTranslation();
  const values = { percentile: peers.percentile, count: peers.peers ?? 0, minimum: peers.minimum };
  return (
    <div className="benchmark-peers" data-testid="benchmark-peers">
      <h3>{t("benchmark.peers.title")}</h3>
      {peers.status === "upgrade" ? (
        <PlanNote id={`benchmark-peers-plan-${framework}`} reason={t("benchmark.peers.upgrade")} />
      ) : (
        <p>
          {t(`benchmark.peers.${peers.status}`, values)}{" "}
          {peers.status === "no_country" || peers.status === "no_category" ? <a href="/dashboard/settings/page">{t("benchmark.peers.settings")}</a> : null}
        </p>
      )}
    </div>
  );
}

function Gaps({ framework }: { framework: FrameworkBenchmark }) {
  const { t, i18n } = useTranslation();
  const { gaps } = framework;
  const name = frameworkName(framework, i18n.language);
  return (
    <div className="benchmark-gaps">
      <h3>{t("benchmark.gaps.title")}</h3>
      {gaps.total === 0 ? (
        <p>{t("benchmark.gaps.none")}</p>
      ) : (
        <ol aria-label={t("benchmark.gaps.list", { framework: name })} data-testid="benchmark-gaps">
          {gaps.items.map((gap) => (
            <li key={gap.code}>
              <span className="benchmark-code">{gap.code}</span> {gapTitle(gap.title, i18n.language)}{" "}
              <span className={`status-badge gap-${gap.state}`}>{t(`benchmark.gaps.${gap.state}`)}</span>
              {gap.weight !== 1 ? <span className="hint"> · {t("benchmark.gaps.weight", { weight: gap.weight })}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {gaps.unnamed > 0 ? <PlanNote id={`benchmark-gaps-plan-${framework.framework}`} reason={t("benchmark.gaps.more", { count: gaps.unnamed })} /> : null}
    </div>
  );
}

/** One framework: its score with a meter, the change, how many disclosures are addressed, the peers and the ranked gaps. */
export function ScoreCard({ framework }: { framework: FrameworkBenchmark }) {
  const { t, i18n } = useTranslation();
  const name = frameworkName(framework, i18n.language);
  const id = `benchmark-${framework.framework}`;
  return (
    <section className="card benchmark-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{name}</h2>
      <p className="benchmark-score">
        <span id={`${id}-label`} className="visually-hidden">
          {t("benchmark.score_label", { framework: name })}
        </span>
        <span className="value">{t("benchmark.score_value", { score: scoreText(framework.score, i18n.language) })}</span>
      </p>
      <meter min={0} max={100} low={40} high={70} optimum={100} value={framework.score} aria-labelledby={`${id}-label`} />
      <p>
        {t("benchmark.addressed", { addressed: framework.addressed, total: framework.total })} ·{" "}
        <ChangeText change={framework.change} since={framework.since} />
      </p>
      {framework.source ? (
        <p className="hint">
          <a href={framework.source.url} target="_blank" rel="noopener">
            {t("benchmark.source", { version: framework.source.version })}
          </a>
        </p>
      ) : null}
      <Peers peers={framework.peers} framework={framework.framework} />
      <Gaps framework={framework} />
    </section>
  );
}
