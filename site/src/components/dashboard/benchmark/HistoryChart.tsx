import type { BenchmarkHistory } from "@greenpage/sdk";
import { CategoryScale, type ChartData, Chart as ChartJS, type ChartOptions, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { Chart } from "react-chartjs-2";
import { dayLabel } from "./benchmark-format.ts";

// Only the pieces a line needs: chart.js leaves the rest out of the bundle.
ChartJS.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

/**
 * The score per day it changed, as a stepped line on a 0–100 scale (the
 * score holds between changes, so steps, not slopes). Loaded only by the
 * Benchmark screen. The canvas is an image named by `label`; the numbers are
 * in the table beside it.
 */
export default function HistoryChart({ points, label, language }: { points: BenchmarkHistory["points"]; label: string; language: string }) {
  const data: ChartData<"line", number[], string> = {
    labels: points.map((p) => dayLabel(p.day, language, "short")),
    datasets: [{ label, data: points.map((p) => p.score), borderColor: "#166534", backgroundColor: "#166534", stepped: "before", pointRadius: 3 }],
  };
  const options: ChartOptions<"line"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: language,
    scales: { x: { ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12 }, grid: { display: false } }, y: { min: 0, max: 100 } },
    plugins: { legend: { display: false } },
  };
  return (
    <div className="benchmark-chart">
      <Chart type="line" data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
