import {
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { type DailyRow, shortDay } from "./analytics-format.ts";

// Only the pieces this chart draws: chart.js leaves the rest out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);

export type ChartLabels = { views: string; visitors: string; feedback: string; gate_passes: string; summary: string };

/** The brand's green for views; the other series differ in shape too (dashed, bars), not only in colour. */
const COLORS = { views: "#166534", visitors: "#0369a1", feedback: "#b45309", gate_passes: "#7c3aed" } as const;

type Mixed = "bar" | "line";

/**
 * Views and visitors per day as lines, feedback and gated-item passes as bars
 * on their own scale beside them (they are counted in ones, views in
 * hundreds). Loaded only by the Analytics screens: chart.js is their weight alone.
 * The canvas is an image named by `labels.summary`; the numbers are in the table.
 */
export default function DailyChart({ daily, labels, language }: { daily: DailyRow[]; labels: ChartLabels; language: string }) {
  const points = daily.length > 31 ? 0 : 3;
  const data: ChartData<Mixed, number[], string> = {
    labels: daily.map((d) => shortDay(d.date, language)),
    datasets: [
      {
        type: "line",
        label: labels.views,
        data: daily.map((d) => d.page_views),
        borderColor: COLORS.views,
        backgroundColor: "rgba(22, 101, 52, 0.1)",
        fill: true,
        // Smooth, but never below zero or above a day's count between two days.
        cubicInterpolationMode: "monotone",
        pointRadius: points,
        yAxisID: "y",
      },
      {
        type: "line",
        label: labels.visitors,
        data: daily.map((d) => d.visitors),
        borderColor: COLORS.visitors,
        backgroundColor: COLORS.visitors,
        borderDash: [6, 4],
        cubicInterpolationMode: "monotone",
        pointRadius: points,
        yAxisID: "y",
      },
      { type: "bar", label: labels.feedback, data: daily.map((d) => d.feedback), backgroundColor: COLORS.feedback, yAxisID: "events" },
      { type: "bar", label: labels.gate_passes, data: daily.map((d) => d.gate_passes), backgroundColor: COLORS.gate_passes, yAxisID: "events" },
    ],
  };
  const options: ChartOptions<Mixed> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: "index", intersect: false },
    locale: language,
    scales: {
      x: { ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12 }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { precision: 0 } },
      events: { position: "right", beginAtZero: true, ticks: { precision: 0 }, grid: { drawOnChartArea: false } },
    },
    plugins: { legend: { position: "bottom", labels: { boxWidth: 14 } } },
  };
  return (
    <div className="analytics-chart">
      <Chart type="bar" data={data} options={options} role="img" aria-label={labels.summary} />
    </div>
  );
}
