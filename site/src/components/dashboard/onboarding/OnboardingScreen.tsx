import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { ONBOARDING_STEPS, type OnboardingStep, onboardingStep } from "../../../lib/dashboard/readiness.ts";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { AppearanceStep } from "./AppearanceStep.tsx";
import { DoneStep } from "./DoneStep.tsx";
import { InitiativeStep } from "./InitiativeStep.tsx";
import { LinksStep } from "./LinksStep.tsx";

type Props = { maxImageBytes: number; emailVerified: boolean };

/** Appearance → links → first initiative → publish; opens at the first step the page still needs. */
function OnboardingScreen({ maxImageBytes, emailVerified }: Props) {
  const { t } = useTranslation();
  const { page } = useCurrentPage();
  const contents = useQuery({ queryKey: ["contents", page.id], queryFn: () => sdk.contents.list(page.id) });
  const [step, setStep] = useState<OnboardingStep | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === null && contents.data) setStep(onboardingStep(page, contents.data.length));
  }, [step, contents.data, page]);
  useEffect(() => {
    // Moving to the next step moves focus to its title, so keyboard and screen-reader users follow along.
    if (step && document.activeElement !== document.body) title.current?.focus();
  }, [step]);

  if (contents.isError) return <p role="alert">{t("errors.network")}</p>;
  if (!step) return <p aria-busy="true">{t("dash.loading")}</p>;
  const index = ONBOARDING_STEPS.indexOf(step);
  const next = () => setStep(ONBOARDING_STEPS[Math.min(index + 1, ONBOARDING_STEPS.length - 1)]!);

  return (
    <div className="card">
      <ol className="steps" aria-label={t("onboarding.progress")}>
        {ONBOARDING_STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className={i < index ? "done" : undefined}>
            {i < index ? (
              <button type="button" className="link-button" onClick={() => setStep(s)}>
                {t(`onboarding.step_${s}`)}
              </button>
            ) : (
              t(`onboarding.step_${s}`)
            )}
          </li>
        ))}
      </ol>
      <h2 id="step-title" ref={title} tabIndex={-1}>
        {t(`onboarding.title_${step}`)}
      </h2>
      <p className="hint">{t(`onboarding.lead_${step}`)}</p>
      {step === "appearance" ? <AppearanceStep maxImageBytes={maxImageBytes} onDone={next} /> : null}
      {step === "links" ? <LinksStep onDone={next} /> : null}
      {step === "initiative" ? <InitiativeStep onDone={next} /> : null}
      {step === "done" ? <DoneStep emailVerified={emailVerified} /> : null}
    </div>
  );
}

export default withDashboard(OnboardingScreen, { screen: "onboarding", texts: ["dashboard-start"] });
